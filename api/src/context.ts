// What every route module gets: configuration, database, token service, the hash limiter, the clock,
// and the services of the features that others use. app.ts builds it; it sits beside app.ts, above
// http/ (which knows no feature) and the features.
import type { Kysely } from 'kysely';
import type { HashLimiter } from './auth/hash-limiter';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { PaymentGateway } from './appraisal-payments/gateway';
import type { Database } from './db/types';
import type { DownloadLinks } from './documents/download-links';
import type { FileStorage } from './documents/storage';
import type { Lifecycle } from './http/lifecycle';
import type { ReadCache } from './http/read-cache';

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  tokens: TokenService;
  /** Every scrypt computation (sign-in, password set) goes through it. */
  hashing: HashLimiter;
  /** Epoch milliseconds; tests inject a fake clock. */
  now: () => number;
  /** Waits `ms` (the sign-in slowdown); tests record the waits instead. */
  delay: (ms: number) => Promise<void>;
  /** Uploaded files (UPLOAD_DIR by default). */
  storage: FileStorage;
  /** Signed, expiring download links of documents. */
  downloads: DownloadLinks;
  /** The card gateway (CARD_GATEWAY); null when card payments are off. */
  cardGateway: PaymentGateway | null;
  /** Hot reads served from memory for READ_CACHE_MS, emptied by every write (read-cache.ts). */
  reads: ReadCache;
  /** Starting, ready or draining: the readiness probe and the start-up gate read it. */
  lifecycle: Lifecycle;
}
