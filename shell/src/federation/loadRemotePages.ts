import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@lender/shared';
import { chunkLoadingGlobal } from '@lender/shared/federation/containers';
import { chooseRelease, type ReleaseChoice } from './chooseRelease';
import { CONTRACT_MODULES, fetchManifest, incompatibility } from './compatibility';
import type { RemoteCatalog } from './remoteCatalog';
import { recordLoad } from './remoteLoads';
import type { RemoteName } from './remoteNames';
import { RemoteUnavailable } from './remoteUnavailable';
import { fetchRemoteCatalog } from './runtimeFiles';
import { NO_OVERRIDES, type SupportOverrides } from './supportOverrides';

export interface RemoteLoading {
  catalog: RemoteCatalog;
  overrides: SupportOverrides;
  /** The id a canary split hashes: the signed-in user's, else this browser's visitor id. */
  userKey: () => string;
  /** A remote whose server has not begun to answer by then shows its area's fallback (hung). */
  answerTimeoutMs: number;
  /** A remote not loaded by then shows its area's fallback (a server that answers, then stalls). */
  timeoutMs: number;
  /** Reads remotes.json again, once per remote, when a load fails (a deploy removed files). */
  rereadCatalog: () => Promise<RemoteCatalog>;
}

let settings: RemoteLoading = {
  catalog: {},
  overrides: NO_OVERRIDES,
  userKey: () => 'anonymous',
  answerTimeoutMs: 2000,
  timeoutMs: 10_000,
  rereadCatalog: () => fetchRemoteCatalog(),
};

export function configureRemoteLoading(options: Partial<RemoteLoading>): void {
  settings = { ...settings, ...options };
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const registeredUrls = new Map<RemoteName, string>();
const reread = new Set<RemoteName>();
const preloaded = new Set<string>();

function choose(remote: RemoteName): ReleaseChoice {
  const entry = settings.catalog[remote];
  if (!entry)
    throw new RemoteUnavailable(remote, null, 'failed', `${remote} is not in remotes.json`);
  return chooseRelease(remote, entry, settings.userKey(), settings.overrides);
}

/**
 * The release whose page declaration the shell follows for `remote`: the one this user loads
 * (for a remote support turned off in this tab, the stable one: its area shows why). Null when
 * remotes.json does not name the remote.
 */
export function declaredRelease(remote: RemoteName): DeclaredRelease | null {
  const entry = settings.catalog[remote];
  if (!entry) return null;
  const noOverride = { ...settings.overrides, disabled: [] };
  const choice = chooseRelease(remote, entry, settings.userKey(), noOverride);
  if (choice.kind !== 'release') return null;
  const embedded =
    entry.kind === 'versioned' && choice.version !== null
      ? entry.pages?.[choice.version]
      : undefined;
  return {
    version: choice.version,
    url: choice.url.replace(/remoteEntry\.js$/, 'pages.json'),
    ...(embedded === undefined ? {} : { embedded }),
  };
}

export interface DeclaredRelease {
  version: string | null;
  /** Where the release publishes its declaration. */
  url: string;
  /** The declaration as remotes.json carries it (written there by the release tool). */
  embedded?: unknown;
}

/** How long the shell waits for a server to begin answering. */
export const answerTimeoutMs = (): number => settings.answerTimeoutMs;

/** The versions of React and the core this page runs (the host's shared modules). */
function providedVersions(): Record<string, string | undefined> {
  const shared = getInstance()?.options.shared ?? {};
  return Object.fromEntries(CONTRACT_MODULES.map((name) => [name, shared[name]?.[0]?.version]));
}

function withTimeout<T>(work: Promise<T>, remote: RemoteName, version: string | null): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RemoteUnavailable(
            remote,
            version,
            'failed',
            `no answer within ${settings.timeoutMs} ms`,
          ),
        ),
      settings.timeoutMs,
    );
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

/** Asks for a file now, to be taken from the cache by the script or style that loads it later. */
function preload(url: string, as: 'script' | 'style'): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', url);
  document.head.append(link);
}

/** A file of a release's folder, as preload.json names them (no path, no other origin). */
const RELEASE_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * Asks for the files the chosen release of `remote` lists for its `./routes` and for `page`
 * (remotes.json's `preload`, from its build), beside its remoteEntry.js: without them each comes a
 * round trip after the one before (the entry, then `./routes`, then the page's chunk).
 */
export function preloadPageFiles(remote: RemoteName, page: string): void {
  const entry = settings.catalog[remote];
  if (entry?.kind !== 'versioned') return;
  const choice = choose(remote);
  if (choice.kind !== 'release' || choice.version === null) return;
  const files = entry.preload?.[choice.version] as
    { routes?: unknown; pages?: Record<string, unknown> } | undefined;
  for (const file of [files?.routes, files?.pages?.[page]].flat())
    if (typeof file === 'string' && RELEASE_FILE.test(file))
      preload(
        choice.url.replace(/remoteEntry\.js$/, file),
        file.endsWith('.css') ? 'style' : 'script',
      );
}

async function loadRelease(
  remote: RemoteName,
  choice: Extract<ReleaseChoice, { kind: 'release' }>,
): Promise<RemoteRoutesModule> {
  const { url, version } = choice;
  // The entry downloads while its manifest is checked (the script runs only if the shell accepts
  // it): the check costs no extra round trip on a first load.
  preload(url, 'script');
  const manifest = await fetchManifest(url, settings.answerTimeoutMs);
  const refusal = incompatibility(manifest.shared, providedVersions());
  if (refusal) throw new RemoteUnavailable(remote, version, 'refused', refusal);
  const registered = registeredUrls.get(remote);
  if (registered !== url) {
    if (registered !== undefined) {
      // Another release of this remote ran in this page (a deploy removed it): its chunks must
      // not be taken for the new release's own.
      delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(remote)];
    }
    registerRemotes([{ name: remote, entry: url }], { force: registered !== undefined });
    registeredUrls.set(remote, url);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || typeof module.pages !== 'object') throw new Error(`${remote} exposes no pages`);
  return module;
}

async function load(remote: RemoteName): Promise<RemoteRoutesModule> {
  const started = performance.now();
  const choice = choose(remote);
  if (choice.kind === 'disabled') {
    recordLoad(remote, { status: 'disabled', version: null, channel: null, url: null });
    throw new RemoteUnavailable(remote, null, 'disabled', 'Support turned it off in this tab.');
  }
  const { version, channel, url } = choice;
  recordLoad(remote, { status: 'loading', version, channel, url, loadMs: null });
  try {
    const module = await withTimeout(loadRelease(remote, choice), remote, version);
    recordLoad(remote, { status: 'loaded', loadMs: Math.round(performance.now() - started) });
    return module;
  } catch (error) {
    const unavailable =
      error instanceof RemoteUnavailable
        ? error
        : new RemoteUnavailable(remote, version, 'failed', messageOf(error));
    if (unavailable.reason === 'failed' && (await catalogMoved(remote, url))) return load(remote);
    recordLoad(remote, {
      status: unavailable.reason === 'refused' ? 'refused' : 'failed',
      lastError: { message: unavailable.message, traceId: null, at: new Date().toISOString() },
    });
    throw unavailable;
  }
}

/**
 * After a failed load, remotes.json is read again (once per remote in this tab): if it now names
 * another release of this remote (the one this tab had was rolled away and removed), the caller
 * tries that one; the user keeps their page.
 */
async function catalogMoved(remote: RemoteName, failedUrl: string): Promise<boolean> {
  if (reread.has(remote)) return false;
  reread.add(remote);
  try {
    settings = { ...settings, catalog: await settings.rereadCatalog() };
    const next = choose(remote);
    return next.kind === 'release' && next.url !== failedUrl;
  } catch {
    return false;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads a remote's exposed `./routes` once; a failed load is forgotten so a retry tries again. */
export function loadRemotePages(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = load(remote);
    pending.catch(() => loaded.delete(remote));
    loaded.set(remote, pending);
  }
  return pending;
}

/**
 * A page's own chunk failed after its remote loaded (its release was removed by a deploy): the
 * remote is loaded again from what remotes.json names now. Once per remote per tab.
 */
export async function reloadAfterChunkFailure(remote: RemoteName): Promise<RemoteRoutesModule> {
  const current = registeredUrls.get(remote);
  if (!current || !(await catalogMoved(remote, current)))
    throw new Error(`${remote}: no newer release`);
  loaded.delete(remote);
  return loadRemotePages(remote);
}
