// A short-lived, in-process cache of the hot reads (sessions, deal lists, a deal's details and
// payment history), so that a page's burst of calls and a busy client do not each go to the
// database.
//
// Correctness inside this process: every request that may write (any method but GET, unless its
// route says `config: { readOnly: true }`) moves the cache to a new generation when it starts and
// again before its answer is sent, and empties it. A read that overlapped a write stores nothing,
// so no answer older than a write this process acknowledged is ever served after it.
// Across API replicas on one PostgreSQL, a write's NOTIFY empties every replica's cache before
// the write is answered (cache-signal.ts). Changes made outside the API (the lender's own
// systems writing to the database) show after at most READ_CACHE_MS. READ_CACHE_MS=0 turns the cache off (the tests' default).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads: it does not empty the read cache. */
    readOnly?: boolean;
  }
}

export interface ReadCache {
  /** The cached value of `key`, or `load()`'s, stored unless a write overlapped it. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * An answer's JSON, cached as text: a hit costs neither the query nor the serialization. The
   * route returns it through `asJson`.
   */
  json(key: string, load: () => Promise<unknown>): Promise<string>;
  /** Replaces a cached value in place (e.g. the session row after its last_seen_at moved). */
  update<T>(key: string, value: T): void;
  /** Empties the cache and starts a new generation. */
  invalidate(): void;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

/** More entries than this empties the cache (a crude bound; entries live for a second or so). */
const MAX_ENTRIES = 20_000;

export function createReadCache(
  ttlMs: number,
  clock: () => number = performance.now.bind(performance),
): ReadCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  if (ttlMs <= 0)
    return {
      read: (_key, load) => load(),
      json: async (_key, load) => JSON.stringify(await load()),
      update: () => undefined,
      invalidate: () => undefined,
    };

  const cache: ReadCache = {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && clock() - hit.storedAt < ttlMs) return hit.value as T;
      const startedIn = generation;
      const startedAt = clock();
      const value = await load();
      if (generation === startedIn) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, storedAt: startedAt });
      }
      return value;
    },
    json(key, load) {
      return cache.read(`json:${key}`, async () => JSON.stringify(await load()));
    },
    update(key, value) {
      const hit = entries.get(key);
      if (hit) hit.value = value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
  return cache;
}

/** Sends JSON text as is (Fastify would otherwise serialize the string again). */
export function asJson(reply: FastifyReply, json: string): string {
  reply.type('application/json; charset=utf-8');
  return json;
}

/** Whether the request's route may write (the read cache empties; viewing an account refuses it). */
export const routeMayWrite = (request: FastifyRequest): boolean =>
  request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config?.readOnly;

/**
 * Empties the cache when a request that may write starts and again before it answers; then, with
 * `announce`, tells the other replicas (cache-signal.ts) before the answer leaves, so a client
 * that saw its sign-out acknowledged finds it in force on every replica.
 */
export function invalidateOnWrites(
  app: FastifyInstance,
  cache: ReadCache,
  announce?: () => Promise<void>,
): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (routeMayWrite(request)) cache.invalidate();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!routeMayWrite(request)) return done(null, payload);
    cache.invalidate();
    if (!announce) return done(null, payload);
    announce().then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.warn({ err: error }, 'could not tell the other replicas about a write');
        done(null, payload);
      },
    );
  });
}
