// @fastify/rate-limit's counters kept in the database, so that every API replica behind the proxy
// counts the same hits (its own store would count per process). One upsert per limited request;
// each route counts apart (its URL is part of the key).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

interface Hit {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, hit?: Hit) => void;

/** Rows whose window ended a day ago are dropped now and then (1 in CLEANUP_EVERY hits). */
const CLEANUP_EVERY = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Hit> {
  const expired = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limit_hits.window_start <= ${expired} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        window_start: sql<Date>`CASE WHEN rate_limit_hits.window_start <= ${expired} THEN ${now} ELSE rate_limit_hits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  if (Math.random() * CLEANUP_EVERY < 1)
    await db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', new Date(now.getTime() - DAY_MS))
      .execute();
  const started = new Date(row.window_start).getTime();
  return { current: row.hits, ttl: Math.max(0, windowMs - (now.getTime() - started)) };
}

/** The store class @fastify/rate-limit constructs (`store` option), bound to a database. */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number) {
  class DatabaseStore implements FastifyRateLimitStore {
    /** The route this child counts for ('' for the plugin's own, unused, instance). */
    private route = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.route} ${key}`, timeWindow, new Date(now())).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseStore {
      // The plugin passes the route's merged limit options, the route itself as `routeInfo`
      // (its typings name the route options instead).
      const { routeInfo } = options as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const { method = '', url = '' } = routeInfo ?? {};
      const store = new DatabaseStore();
      store.route = `${String(method)} ${url}`;
      return store;
    }
  }
  return DatabaseStore;
}
