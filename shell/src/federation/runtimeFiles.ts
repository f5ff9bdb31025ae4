import { parseRemoteCatalog, type RemoteCatalog } from './remoteCatalog';

async function fetchJson(url: string): Promise<unknown> {
  // The servers send these files no-store; index.html preloads them (same request, so it matches).
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Reads the environment's remotes.json again (after a deploy, an open tab's entry may be gone). */
export const fetchRemoteCatalog = (base = '/'): Promise<RemoteCatalog> =>
  fetchJson(`${base}remotes.json`).then(parseRemoteCatalog);

/** Fetches the two files served beside the shell. A missing config.json means the defaults. */
export async function fetchRuntimeFiles(base = '/'): Promise<{
  remotes: RemoteCatalog;
  config: unknown;
}> {
  const [remotes, config] = await Promise.all([
    fetchRemoteCatalog(base),
    fetchJson(`${base}config.json`).catch(() => ({})),
  ]);
  return { remotes, config };
}
