// @ts-check
import { execFileSync } from 'node:child_process';
import { shellEnv } from './toolchain.mjs';

describe('shellEnv', () => {
  it('puts the folders first on a shell’s PATH, spaces and quotes included', () => {
    const line = shellEnv(['/opt/node 24/bin', "/home/o'neil/.tools/pnpm/bin"]);
    const path = execFileSync('sh', ['-c', `${line}printf %s "$PATH"`], {
      env: { PATH: '/usr/bin:/bin' },
      encoding: 'utf8',
    });
    expect(path).toBe("/opt/node 24/bin:/home/o'neil/.tools/pnpm/bin:/usr/bin:/bin");
  });
});
