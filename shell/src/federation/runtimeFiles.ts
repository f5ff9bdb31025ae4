import { parseRemoteCatalog, type RemoteCatalog } from './remoteCatalog';

async function fetchJson(url: string, cache?: RequestCache): Promise<unknown> {
  // index.html preloads these files: the first fetch is the same request, so it matches.
  const response = await fetch(url, cache === undefined ? undefined : { cache });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const fetchCatalog = (base: string, cache?: RequestCache): Promise<RemoteCatalog> =>
  fetchJson(`${base}remotes.json`, cache).then(parseRemoteCatalog);

/**
 * Reads the environment's remotes.json again (after a deploy, an open tab's entry may be gone).
 * Edges let browsers keep it a few seconds; this read asks the edge whether it changed.
 */
export const fetchRemoteCatalog = (base = '/'): Promise<RemoteCatalog> =>
  fetchCatalog(base, 'no-cache');

/** Fetches the two files served beside the shell. A missing config.json means the defaults. */
export async function fetchRuntimeFiles(base = '/'): Promise<{
  remotes: RemoteCatalog;
  config: unknown;
}> {
  const [remotes, config] = await Promise.all([
    fetchCatalog(base),
    fetchJson(`${base}config.json`).catch(() => ({})),
  ]);
  return { remotes, config };
}
