// @ts-check
// What a command writes to an environment's files is put back when it exits, however it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MODULE = path.join(__dirname, 'restore-on-exit.mjs');

/** @typedef {'normal' | NodeJS.Signals} Ending how the command ends: by itself, or on a signal */

/** @type {string} */
let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-restore-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A command that keeps `files`, writes each, says so, then ends as `ending` says: by itself, or
 * on a signal (its handler exits, as scripts/dev.mjs's does).
 * @param {string[]} files
 * @param {Ending} ending
 */
function command(files, ending) {
  const script = `
    import fs from 'node:fs';
    import { restoreOnExit } from ${JSON.stringify(MODULE)};
    const files = ${JSON.stringify(files)};
    restoreOnExit(files);
    for (const file of files) fs.writeFileSync(file, 'written by the command');
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
    console.log('written');
    ${ending === 'normal' ? '' : 'setInterval(() => {}, 1000);'}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      if (ending !== 'normal') child.kill(ending);
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

describe('restoreOnExit', () => {
  it.each(/** @type {Ending[]} */ (['normal', 'SIGINT', 'SIGTERM']))(
    'puts a file back and removes one that was not there (%s)',
    async (ending) => {
      const existing = path.join(work, 'remotes.3000.json');
      const absent = path.join(work, 'remotes.3000.history.jsonl');
      fs.writeFileSync(existing, '{"mfe_deals":"before"}\n');
      await command([existing, absent], ending);
      expect(fs.readFileSync(existing, 'utf8')).toBe('{"mfe_deals":"before"}\n');
      expect(fs.existsSync(absent)).toBe(false);
    },
  );
});
