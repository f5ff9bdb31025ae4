// The process's log lines reach stdout in the order they were logged, and none is lost when the
// process exits right after logging: a failed start's reason is its last line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const script = `
  const { createLogger } = require(${JSON.stringify(join(__dirname, 'logger.ts'))});
  const { pbkdf2 } = require('node:crypto');
  const log = createLogger({ logLevel: 'info' });
  // libuv's threads busy, as at start-up (files, PGlite): a write handed to them waits.
  for (let i = 0; i < 4; i += 1) pbkdf2('x', 'y', 300000, 32, 'sha256', () => {});
  setTimeout(() => {
    for (let i = 0; i < 200; i += 1) log.info({ i }, 'step');
    log.fatal('failed');
    process.exit(1);
  }, 5);
`;

it('writes every line in order, the fatal one last, when the process exits right after it', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  const messages = run.stdout
    .trim()
    .split('\n')
    .map((line) => {
      const { msg, i } = JSON.parse(line) as { msg: string; i?: number };
      return i === undefined ? msg : `${msg} ${i}`;
    });
  expect(messages).toEqual([...Array.from({ length: 200 }, (_, i) => `step ${i}`), 'failed']);
}, 60_000);
