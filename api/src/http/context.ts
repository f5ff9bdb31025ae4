// What every route module gets: configuration, database, token service, the hash limiter, the clock.
import type { Kysely } from 'kysely';
import type { HashLimiter } from '../auth/hash-limiter';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/types';

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  tokens: TokenService;
  /** Every scrypt computation (sign-in, password set) goes through it. */
  hashing: HashLimiter;
  /** Epoch milliseconds; tests inject a fake clock. */
  now: () => number;
}
