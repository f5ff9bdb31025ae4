import { execFileSync } from 'node:child_process';
import { ROOT } from './servers';

/** scripts/release.mjs on a spec's own store and remotes.json; returns its output. */
export const releaseTool =
  (store: () => string, remotesFile: () => string) =>
  (...args: string[]): string =>
    execFileSync(process.execPath, ['scripts/release.mjs', ...args, '--env', remotesFile()], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: store() },
      encoding: 'utf8',
    });

/** The release id `publish deals` printed. */
export function publishedDeals(output: string): string {
  const match = /^mfe_deals (\S+) (?:published|was already published)/m.exec(output);
  if (!match?.[1]) throw new Error(`no release id in: ${output}`);
  return match[1];
}
