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

/** The release id `publish <remote>` printed (mfe_deals unless said). */
export function publishedDeals(output: string, container = 'mfe_deals'): string {
  const match = new RegExp(`^${container} (\\S+) (?:published|was already published)`, 'm').exec(
    output,
  );
  if (!match?.[1]) throw new Error(`no release id in: ${output}`);
  return match[1];
}
