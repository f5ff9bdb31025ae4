// Reads the page declaration of each remote's chosen release: from remotes.json when the release
// tool put it there (no request at all, and already checked against the contracts' schema by the
// tool), else from the release's pages.json, checked here, all at once and each bounded by the
// time a server has to begin answering. The last one read from a URL is kept in
// this browser: a reload while that server is down still knows the remote's routes and navigation
// (its area then shows why it is unavailable, as for any failed load).
import { answerTimeoutMs, declaredRelease } from '../federation/loadRemotePages';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import { PAGE_LAYOUTS, type PageDeclaration } from '@lender/contracts';
import type { DeclarationSource } from './assemble';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchDeclaration(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const cacheKey = (url: string) => `pageDeclaration ${url}`;

function remembered(url: string): unknown {
  try {
    const value = localStorage.getItem(cacheKey(url));
    return value === null ? undefined : (JSON.parse(value) as unknown);
  } catch {
    return undefined;
  }
}

function remember(url: string, declaration: unknown): void {
  try {
    localStorage.setItem(cacheKey(url), JSON.stringify(declaration));
  } catch {
    // A full or blocked storage only costs the fallback below.
  }
}

/**
 * A declaration checked against the contracts' schema here (its code loads only when one is
 * needed), or why it could not be.
 */
async function checked(
  remote: RemoteName,
  version: string | null,
  value: unknown,
): Promise<DeclarationSource> {
  try {
    const { checkDeclaration } = await import('./checkDeclaration');
    return { remote, version, ...checkDeclaration(value) };
  } catch (error) {
    return {
      remote,
      version,
      error: `its page declaration could not be checked: ${messageOf(error)}`,
    };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What the release tool writes: a guard, not the schema, for a remotes.json edited by hand (what
 * fails it goes through the schema, which gives the reasons).
 */
const looksChecked = (value: unknown): value is PageDeclaration =>
  isRecord(value) &&
  typeof value.remote === 'string' &&
  Array.isArray(value.links) &&
  Array.isArray(value.pages) &&
  value.pages.every(
    (page) =>
      isRecord(page) &&
      typeof page.name === 'string' &&
      typeof page.pattern === 'string' &&
      typeof page.title === 'string' &&
      PAGE_LAYOUTS.some((layout) => layout === page.layout),
  );

async function sourceOf(remote: RemoteName): Promise<DeclarationSource | null> {
  const release = declaredRelease(remote);
  if (!release) return null;
  const { version, url, embedded } = release;
  // The release tool checked it before writing remotes.json.
  if (embedded !== undefined)
    return looksChecked(embedded)
      ? { remote, version, declaration: embedded }
      : checked(remote, version, embedded);
  let value: unknown;
  try {
    value = await fetchDeclaration(url, answerTimeoutMs());
    remember(url, value);
  } catch (error) {
    value = remembered(url);
    if (value === undefined)
      return {
        remote,
        version,
        error: `its page declaration could not be read: ${messageOf(error)}`,
      };
  }
  return checked(remote, version, value);
}

/** The declarations of every remote remotes.json names, in the shell's order. */
export async function readDeclarations(): Promise<DeclarationSource[]> {
  const sources = await Promise.all(REMOTE_NAMES.map(sourceOf));
  return sources.filter((source): source is DeclarationSource => source !== null);
}
