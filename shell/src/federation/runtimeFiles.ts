import { isRemoteName, type RemoteName } from './remoteNames';

export type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

/** Reads remotes.json: container name -> URL of its remoteEntry.js. */
export function parseRemotesJson(value: unknown): RemoteManifestUrls {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of container name to URL');
  }
  const remotes: RemoteManifestUrls = {};
  for (const [name, url] of Object.entries(value)) {
    if (!isRemoteName(name)) continue;
    if (typeof url !== 'string' || url === '') {
      throw new Error(`remotes.json: ${name} must be a URL`);
    }
    remotes[name] = url;
  }
  return remotes;
}

async function fetchJson(url: string): Promise<unknown> {
  // The servers send these files no-store; index.html preloads them (same request, so it matches).
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Fetches the two files served beside the shell. A missing config.json means the defaults. */
export async function fetchRuntimeFiles(base = '/'): Promise<{
  remotes: RemoteManifestUrls;
  config: unknown;
}> {
  const [remotes, config] = await Promise.all([
    fetchJson(`${base}remotes.json`).then(parseRemotesJson),
    fetchJson(`${base}config.json`).catch(() => ({})),
  ]);
  return { remotes, config };
}
