// Reads the page declaration of each remote's chosen release: from remotes.json when the release
// tool put it there (no request at all), else from the release's pages.json, all at once and each
// bounded by the time a server has to begin answering. The last one read from a URL is kept in
// this browser: a reload while that server is down still knows the remote's routes and navigation
// (its area then shows why it is unavailable, as for any failed load).
import { answerTimeoutMs, declaredRelease } from '../federation/loadRemotePages';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import type { DeclarationSource } from './assemble';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchDeclaration(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function sourceOf(remote: RemoteName): Promise<DeclarationSource | null> {
  const release = declaredRelease(remote);
  if (!release) return null;
  const { version } = release;
  if (release.embedded !== undefined) return { remote, version, declaration: release.embedded };
  try {
    return { remote, version, declaration: await fetchDeclaration(release.url, answerTimeoutMs()) };
  } catch (error) {
    return {
      remote,
      version,
      error: `its page declaration could not be read: ${messageOf(error)}`,
    };
  }
}

/** The declarations of every remote remotes.json names, in the shell's order. */
export async function readDeclarations(): Promise<DeclarationSource[]> {
  const sources = await Promise.all(REMOTE_NAMES.map(sourceOf));
  return sources.filter((source): source is DeclarationSource => source !== null);
}
