// Start-up through the real entry point: a refused configuration prints every problem and exits 1
// before it opens a database or a port; a good one clears what killed uploads left behind.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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

  it('removes the temp files of uploads that never finished before it listens', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lender-start-'));
    const uploads = join(root, 'uploads');
    mkdirSync(join(uploads, '.incoming'), { recursive: true });
    const leftovers = [join(uploads, '.incoming', 'killed-upload'), join(uploads, '.put-killed')];
    for (const file of leftovers) writeFileSync(file, 'half a file');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const api = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      cwd: join(__dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: join(root, 'pglite'),
        UPLOAD_DIR: uploads,
        PORT: String(port),
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
      },
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        api.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('API listening')) resolve(text);
        });
        api.on('exit', (code) => reject(new Error(`the API exited with ${code}: ${text}`)));
      });
      expect(output).toContain('Removed 2 temp files of uploads that never finished');
      expect(leftovers.filter((file) => existsSync(file))).toEqual([]);
    } finally {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
