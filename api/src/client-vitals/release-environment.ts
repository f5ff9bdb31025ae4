// The environment's remotes.json and its deploy history, as scripts/release.mjs writes them:
// <name>.json and <name>.history.jsonl beside it (one JSON object a line, oldest first). The API
// only reads them, for the ops view; RELEASE_ENVIRONMENT_FILE names the first.
import { readFile } from 'node:fs/promises';
import type { ReleaseHistoryEntry } from '@lender/contracts';

const HISTORY_SHOWN = 20;

const historyFileOf = (environmentFile: string): string =>
  `${environmentFile.replace(/\.json$/, '')}.history.jsonl`;

const readIfThere = (file: string): Promise<string | null> =>
  readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

export async function readReleaseEnvironment(file: string | undefined): Promise<{
  environment: Record<string, unknown> | null;
  history: ReleaseHistoryEntry[];
}> {
  if (!file) return { environment: null, history: [] };
  const [environment, history] = await Promise.all([
    readIfThere(file),
    readIfThere(historyFileOf(file)),
  ]);
  const lines = (history ?? '').split('\n').filter((line) => line.trim() !== '');
  return {
    environment: environment ? (JSON.parse(environment) as Record<string, unknown>) : null,
    history: lines
      .slice(-HISTORY_SHOWN)
      .map((line) => JSON.parse(line) as ReleaseHistoryEntry)
      .reverse(),
  };
}
