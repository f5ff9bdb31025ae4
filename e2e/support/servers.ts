import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const API_URL = 'http://127.0.0.1:4100';

export const REMOTE_PORTS = {
  mfe_auth: 4001,
  mfe_deals: 4002,
  mfe_construction: 4003,
  mfe_servicing: 4004,
  mfe_account: 4005,
} as const;

/** Starts scripts/serve-static.mjs with the given arguments; resolves once it answers `probe`. */
export async function serveStatic(
  args: string[],
  probe: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(probe)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      child.kill();
      throw new Error(`${probe} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** remotes.json overrides pointing every remote at the e2e stack, one of them elsewhere. */
export function remoteOverrides(changed: Partial<Record<keyof typeof REMOTE_PORTS, number>>) {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      `REMOTE_URL_${name.toUpperCase()}`,
      `http://localhost:${changed[name as keyof typeof REMOTE_PORTS] ?? port}/mf-manifest.json`,
    ]),
  );
}
