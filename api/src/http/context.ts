// What every route module gets: configuration, database, token service and the audit writer.
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/types';

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  tokens: TokenService;
}
