// A short-lived, in-process cache of the hot reads (sessions, deal lists, a deal's details and
// payment history), so that a page's burst of calls and a busy client do not each go to the
// database.
//
// Every entry says whose it is: an account (and the employee acting for it), a deal, or both. A
// write empties only the entries in its scope (write-scope.ts: the caller's account, an account
// the handler names, a deal and every account that may see it), never another account's.
// Correctness inside this process: a write empties its scope after it committed and before its
// answer is sent, and a read that overlapped that emptying stores nothing — an entry stored before
// is removed, one loaded before the commit but finished after is dropped. So no answer older than
// a write this process acknowledged is ever served after it.
// Across API replicas on one PostgreSQL, a write's NOTIFY carries its scope and empties it on every
// replica before the write is answered (cache-signal.ts). Changes made outside the API (the
// lender's own systems writing to the database) show after at most READ_CACHE_MS.
// READ_CACHE_MS=0 turns the cache off (the tests' default).
import type { FastifyReply } from 'fastify';

/** Whose an entry is: what a write must name to empty it. */
interface EntryOwner {
  account?: string;
  /** The employee acting for the account (an impersonation session's row). */
  actor?: string | null;
  deal?: string;
}

/** What a write may have changed: every entry of these accounts and of these deals. */
export interface WriteScope {
  accounts: readonly string[];
  deals: readonly string[];
}

export interface ReadCache {
  /** The cached value of `key`, or `load()`'s, stored unless a write in its scope overlapped it. */
  read<T>(key: string, owner: EntryOwner, load: () => Promise<T>): Promise<T>;
  /**
   * An answer's JSON, cached as text: a hit costs neither the query nor the serialization. The
   * route returns it through `asJson`.
   */
  json(key: string, owner: EntryOwner, load: () => Promise<unknown>): Promise<string>;
  /** Replaces a cached value in place (e.g. the session row after its last_seen_at moved). */
  update<T>(key: string, value: T): void;
  /** Empties the entries of `scope`, or every entry without one. */
  invalidate(scope?: WriteScope): void;
}

interface Entry {
  value: unknown;
  storedAt: number;
  tags: readonly string[];
}

/** More entries than this empties the cache (a crude bound; entries live for a second or so). */
const MAX_ENTRIES = 20_000;

const accountTag = (id: string) => `a:${id}`;
const dealTag = (id: string) => `d:${id}`;

function tagsOf(owner: EntryOwner): string[] {
  const tags: string[] = [];
  if (owner.account) tags.push(accountTag(owner.account));
  if (owner.actor) tags.push(accountTag(owner.actor));
  if (owner.deal) tags.push(dealTag(owner.deal));
  return tags;
}

const scopeTags = (scope: WriteScope): Set<string> =>
  new Set([...scope.accounts.map(accountTag), ...scope.deals.map(dealTag)]);

export function createReadCache(
  ttlMs: number,
  clock: () => number = performance.now.bind(performance),
): ReadCache {
  if (ttlMs <= 0)
    return {
      read: (_key, _owner, load) => load(),
      json: async (_key, _owner, load) => JSON.stringify(await load()),
      update: () => undefined,
      invalidate: () => undefined,
    };

  const entries = new Map<string, Entry>();
  // How often each tag was emptied, and the whole cache: a read compares them before and after.
  const emptied = new Map<string, number>();
  let everything = 0;
  const stamp = (tags: readonly string[]) =>
    `${everything}:${tags.reduce((sum, tag) => sum + (emptied.get(tag) ?? 0), 0)}`;

  // Loads under way, by key. At a busy entry's expiry every request in flight misses at once: they
  // wait for the one load rather than each asking the database, unless a write in the entry's
  // scope happened since that load began (then a reader loads again, after the write).
  const loading = new Map<string, { stamp: string; value: Promise<unknown> }>();

  async function loadAndStore<T>(
    key: string,
    tags: readonly string[],
    before: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const startedAt = clock();
    const value = await load();
    // Between two emptyings of everything the counters only grow: an unchanged stamp means no
    // write in this entry's scope overlapped the load.
    if (stamp(tags) === before) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { value, storedAt: startedAt, tags });
    }
    return value;
  }

  const cache: ReadCache = {
    async read<T>(key: string, owner: EntryOwner, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && clock() - hit.storedAt < ttlMs) return hit.value as T;
      const tags = tagsOf(owner);
      const before = stamp(tags);
      const shared = loading.get(key);
      if (shared?.stamp === before) return shared.value as Promise<T>;
      const value = loadAndStore(key, tags, before, load);
      loading.set(key, { stamp: before, value });
      const settled = () => {
        if (loading.get(key)?.value === value) loading.delete(key);
      };
      value.then(settled, settled);
      return value;
    },
    json(key, owner, load) {
      return cache.read(`json:${key}`, owner, async () => JSON.stringify(await load()));
    },
    update(key, value) {
      const hit = entries.get(key);
      if (hit) hit.value = value;
    },
    invalidate(scope) {
      if (!scope || emptied.size >= MAX_ENTRIES) {
        everything += 1;
        emptied.clear();
        entries.clear();
        return;
      }
      const tags = scopeTags(scope);
      for (const tag of tags) emptied.set(tag, (emptied.get(tag) ?? 0) + 1);
      for (const [key, entry] of entries)
        if (entry.tags.some((tag) => tags.has(tag))) entries.delete(key);
    },
  };
  return cache;
}

/** Sends JSON text as is (Fastify would otherwise serialize the string again). */
export function asJson(reply: FastifyReply, json: string): string {
  reply.type('application/json; charset=utf-8');
  return json;
}
