// Start-up through the real entry point: a refused configuration prints every problem and exits 1
// before it opens a database or a port; a good one first clears what killed uploads left behind.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED_SECRETS } from './config';

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: join(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/lender-api', PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('start-up', () => {
  it('refuses to start without a secret', () => {
    const run = start({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:\n- JWT_SECRET must be set');
  });

  it('refuses a published secret and the development mailbox in production', () => {
    const run = start({
      NODE_ENV: 'production',
      JWT_SECRET: PUBLISHED_SECRETS[0] ?? '',
      DEV_MAILBOX: 'true',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('- JWT_SECRET is a value printed in this repository');
    expect(run.stderr).toContain('- DEV_MAILBOX must not be true when NODE_ENV=production');
  });

  it('refuses demo data and a guessable secret in production', () => {
    const run = start({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), SEED: 'demo' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('- JWT_SECRET is too easy to guess');
    expect(run.stderr).toContain('- SEED must be none when NODE_ENV=production');
  });

  it('removes the temp files of uploads that never finished before anything else', () => {
    const root = mkdtempSync(join(tmpdir(), 'lender-start-'));
    try {
      const uploads = join(root, 'uploads');
      mkdirSync(join(uploads, '.incoming'), { recursive: true });
      const leftovers = [join(uploads, '.incoming', 'killed-upload'), join(uploads, '.put-killed')];
      for (const file of leftovers) writeFileSync(file, 'half a file');
      // A data folder that cannot be opened: the start stops right after the clean-up.
      const notAFolder = join(root, 'not-a-folder');
      writeFileSync(notAFolder, '');
      const run = start({
        DATA_DIR: notAFolder,
        UPLOAD_DIR: uploads,
        JWT_SECRET: randomBytes(32).toString('hex'),
      });
      expect(run.stdout).toContain('Removed 2 temp files of uploads that never finished');
      expect(run.stderr).toContain('API failed to start');
      expect(leftovers.filter((file) => existsSync(file))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
