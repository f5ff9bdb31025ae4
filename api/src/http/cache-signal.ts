// Replicas agree at once: a write on one API replica empties the same scope of every replica's
// read cache. Each replica LISTENs on one PostgreSQL channel over a connection of its own; a write
// NOTIFYs it with its scope (write-scope.ts, before the answer is sent): `{"accounts":[…],
// "deals":[…]}`, or an empty payload for everything. PostgreSQL delivers a notification to every
// listener within milliseconds. A listener that lost its connection cannot know what it missed:
// it empties its cache when it is back, and keeps trying with a growing pause until then.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/types';
import type { ReadCache, WriteScope } from './read-cache';

const CACHE_CHANNEL = 'lender_read_cache';
/** PostgreSQL refuses a payload of 8000 bytes or more: a wider scope is sent as "everything". */
const MAX_PAYLOAD = 7900;

export function scopePayload(scope: WriteScope | null): string {
  if (!scope) return '';
  const payload = JSON.stringify({ accounts: scope.accounts, deals: scope.deals });
  return payload.length > MAX_PAYLOAD ? '' : payload;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The scope a notification carries; undefined (everything) when empty or not understood. */
export function scopeOfPayload(payload: string | undefined): WriteScope | undefined {
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { accounts, deals } = parsed as Record<string, unknown>;
    return isStringArray(accounts) && isStringArray(deals) ? { accounts, deals } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells the other replicas what this one has written. (Its own listener hears it too and empties
 * a scope the write emptied already: cheaper than telling replicas apart.)
 */
export async function announceWrite(db: Kysely<Database>, scope: WriteScope | null): Promise<void> {
  await sql`SELECT pg_notify(${CACHE_CHANNEL}, ${scopePayload(scope)})`.execute(db);
}

export interface CacheSignal {
  /** Stops listening; resolves once no connection of the listener's is left open. */
  stop(): Promise<void>;
}

export interface CacheSignalOptions {
  url: string;
  cache: Pick<ReadCache, 'invalidate'>;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Told each time the listener is (back) in place; tests wait for it. */
  onListening?: () => void;
  maxDelayMs?: number;
}

export async function startCacheSignal(options: CacheSignalOptions): Promise<CacheSignal> {
  const { url, cache, log } = options;
  const maxDelayMs = options.maxDelayMs ?? 5000;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** The latest connection attempt: stop() waits for it. */
  let attempt: Promise<void> = Promise.resolve();
  let delay = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      log.warn({ error: error.message }, 'read-cache listener lost its connection');
    });
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) cache.invalidate(scopeOfPayload(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      log.warn(
        { error: error instanceof Error ? error.message : String(error), retryInMs: delay },
        'read-cache listener cannot connect; retrying',
      );
      await next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    next.on('end', () => {
      client = null;
      schedule();
    });
    client = next;
    delay = 250;
    // Whatever was written while no listener was in place is unknown: start afresh.
    cache.invalidate();
    options.onListening?.();
  };

  function schedule(): void {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      attempt = connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  }

  attempt = connect();
  await attempt;
  log.info({ channel: CACHE_CHANNEL }, 'read cache follows the other replicas');
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      // An attempt under way ends the connection it opens itself, once it sees `stopped`.
      await attempt;
      await client?.end().catch(() => undefined);
    },
  };
}
