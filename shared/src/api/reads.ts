// The portal's reads of server data, named by their call (method, path, body) and kept per signed-in
// user: whoever asks for the same call while it is in flight or fresh gets the same answer, so a
// page's first data that the shell started when the route matched is not requested again by the
// page. A write names the reads it changed (writes.ts, forgetReads); readers showing them load them
// again.
// Authorization is the API's, as for any call: the session's token goes with every request, and
// the kept answers are dropped when the session's user changes.
import { useSession } from '../session/sessionStore';
import { getJson, postJson } from './client';

export interface ReadCall {
  method: 'GET' | 'POST';
  /** Relative to /lima/api, as the spec's §7 names it (query string included for a GET). */
  path: string;
  /** A POST's JSON body. */
  body?: Readonly<Record<string, string | number | boolean>>;
}

/** How long a kept answer is served without asking again (a page's tabs, back and forth). */
const READ_FRESH_MS = 30_000;

interface Entry {
  promise: Promise<unknown>;
  /** When the answer arrived; undefined while in flight. */
  at?: number;
  answer?: unknown;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
let owner: string | null = null;

const sortedBody = (body: ReadCall['body']): string =>
  body
    ? JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1))))
    : '';

/** One string per call: the same path and body (in any key order) is the same read. */
export const readKey = (call: ReadCall): string =>
  `${call.method} ${call.path} ${sortedBody(call.body)}`;

/**
 * Answers belong to the user who asked: a sign-out drops them at once, and another user (a
 * sign-in, an employee viewing an account or back to their own) starts afresh.
 */
function ownEntries(): Map<string, Entry> {
  const { token, username, userId, employeeToken } = useSession.getState();
  const current = token ? JSON.stringify([userId, username, Boolean(employeeToken)]) : null;
  if (current !== owner) {
    entries.clear();
    owner = current;
  }
  return entries;
}
useSession.subscribe(() => {
  ownEntries();
});

const send = (call: ReadCall): Promise<unknown> =>
  call.method === 'GET' ? getJson<unknown>(call.path) : postJson<unknown>(call.path, call.body);

/** The kept answer while it is fresh (a reader shows it at once, without a loading state). */
export function freshAnswer(call: ReadCall, now = Date.now()): { answer: unknown } | null {
  const entry = ownEntries().get(readKey(call));
  return entry?.at !== undefined && now - entry.at < READ_FRESH_MS
    ? { answer: entry.answer }
    : null;
}

/**
 * The call's answer: the one in flight or fresh if there is one, a new request otherwise (or when
 * `fresh` asks for one). A failed request is not kept: the next read asks again.
 */
export function read(call: ReadCall, options: { fresh?: boolean } = {}): Promise<unknown> {
  const kept = ownEntries();
  const key = readKey(call);
  const existing = kept.get(key);
  const usable =
    existing &&
    !options.fresh &&
    (existing.at === undefined || Date.now() - existing.at < READ_FRESH_MS);
  if (existing && usable) return existing.promise;
  const entry: Entry = { promise: send(call) };
  kept.set(key, entry);
  entry.promise.then(
    (answer) => {
      entry.at = Date.now();
      entry.answer = answer;
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry.promise;
}

/** Starts a read whose answer someone will ask for soon (its failure is theirs to see). */
export function prefetchRead(call: ReadCall): void {
  read(call).catch(() => undefined);
}

/**
 * After a write: drops the kept answers of these calls' paths (any body, any query: a write to a
 * deal makes every page of its lists stale), and tells the readers showing them to load them again.
 */
export function forgetReads(...calls: readonly ReadCall[]): void {
  // A GET's query string (a page of a list) is part of its key, not of its path.
  const pathOf = (path: string | undefined) => path?.split('?')[0];
  const paths = new Set(calls.map((call) => pathOf(call.path)));
  const matches = (key: string) => paths.has(pathOf(key.split(' ')[1]));
  for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
  for (const [key, set] of listeners) if (matches(key)) for (const listener of set) listener();
}

/** Calls `listener` when the read named `key` is forgotten; returns the unsubscribe. */
export function onReadForgotten(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** Drops every kept answer (tests). */
export function clearReads(): void {
  entries.clear();
  owner = null;
}
