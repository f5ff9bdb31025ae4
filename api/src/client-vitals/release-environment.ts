// The environment's releases and deploy history, as scripts/release.mjs keeps them in the release
// store (RELEASE_STORE: a folder, or an S3 bucket `http(s)://KEY:SECRET@host/bucket[/prefix]`):
// `<env>.state.json` beside the environment's remotes.json (RELEASE_ENVIRONMENT), holding which
// release of each remote it serves and every change that made it so. An environment the tool has
// not changed since an earlier version keeps remotes.json and `<env>.history.jsonl`. The API only
// reads them, for the ops view.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ReleaseHistoryEntry } from '@lender/contracts';
import { AwsClient } from 'aws4fetch';

const HISTORY_SHOWN = 20;

export interface ReleaseEnvironmentSource {
  /** A folder, or an S3 URL with credentials. */
  store: string;
  /** The environment's remotes.json in the store. */
  key: string;
}

type ReadObject = (key: string) => Promise<string | null>;

function folderReader(dir: string): ReadObject {
  return (key) =>
    readFile(join(resolve(dir), key), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
}

function bucketReader(value: string): ReadObject {
  const url = new URL(value);
  const [bucket = '', ...prefix] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  const client = new AwsClient({
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    region: url.searchParams.get('region') ?? 'us-east-1',
    service: 's3',
  });
  return async (key) => {
    const path = [...prefix, key].map(encodeURIComponent).join('/');
    const response = await client.fetch(`${url.protocol}//${url.host}/${bucket}/${path}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`release store: GET ${key} answered ${response.status}`);
    return response.text();
  };
}

const readerOf = (store: string): ReadObject =>
  /^https?:\/\//i.test(store) ? bucketReader(store) : folderReader(store);

interface EnvironmentState {
  remotes: Record<string, unknown>;
  history: ReleaseHistoryEntry[];
}

export async function readReleaseEnvironment(
  source: ReleaseEnvironmentSource | undefined,
): Promise<{
  environment: Record<string, unknown> | null;
  history: ReleaseHistoryEntry[];
}> {
  if (!source) return { environment: null, history: [] };
  const read = readerOf(source.store);
  const base = source.key.replace(/\.json$/, '');
  const [stateText, remotesText] = await Promise.all([
    read(`${base}.state.json`),
    read(source.key),
  ]);
  // remotes.json is what the edges serve: the state's remotes with their releases' files.
  const environment = remotesText ? (JSON.parse(remotesText) as Record<string, unknown>) : null;
  let history: ReleaseHistoryEntry[];
  if (stateText) {
    history = (JSON.parse(stateText) as EnvironmentState).history.map(
      ({ revision: _revision, ...entry }: ReleaseHistoryEntry & { revision?: number }) => entry,
    );
  } else {
    const lines = ((await read(`${base}.history.jsonl`)) ?? '').split('\n');
    history = lines
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ReleaseHistoryEntry);
  }
  return { environment, history: history.slice(-HISTORY_SHOWN).reverse() };
}
