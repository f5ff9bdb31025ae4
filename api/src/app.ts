// The app factory: every route under /lima/api, one error shape, no listening (tests inject).
import { accessGuards, type AccessGuards } from './auth/access-guards';
import { setTimeout } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import { accountHistoryRoutes } from './account-history/routes';
import { accountRoutes } from './accounts/routes';
import { createHashLimiter, type HashLimiter } from './auth/hash-limiter';
import type { PaymentGateway } from './appraisal-payments/gateway';
import { appraisalPaymentRoutes } from './appraisal-payments/routes';
import { clientErrorRoutes } from './client-errors/routes';
import { clientVitalsRoutes } from './client-vitals/routes';
import { constructionRoutes } from './construction/routes';
import { testGateway } from './appraisal-payments/test-gateway';
import { createTokenService } from './auth/tokens';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/types';
import { dealDetailRoutes } from './deal-detail/routes';
import { dealRoutes } from './deals/routes';
import { createDownloadLinks } from './documents/download-links';
import { documentRoutes } from './documents/routes';
import { fileStorageFor } from './documents/file-storage';
import { uploadStorageCheck } from './documents/temp-files';
import type { FileStorage } from './documents/storage';
import { auditImpersonatedCalls } from './impersonation/audit-hook';
import { impersonationRoutes } from './impersonation/routes';
import { loanLookupRoutes } from './loan-lookup/routes';
import { locRoutes } from './locs/routes';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { openApiRoutes } from './openapi/routes';
import { paymentRoutes } from './payments/routes';
import { profileRoutes } from './profile/routes';
import { servicingRoutes } from './servicing/routes';
import { sessionRoutes } from './sessions/routes';
import { userRoutes } from './users/routes';
import type { AppContext } from './context';
import { registerAccessLog } from './http/access-log';
import { createReadCache, type ReadCache } from './http/read-cache';
import { invalidateOnWrites } from './http/write-scope';
import type { RouteDeclaration } from './http/declare-route';
import { accountsSeeingDeal } from './deals/access';
import { announceWrite } from './http/cache-signal';
import { registerCors } from './http/cors';
import { databaseRateLimitStore } from './http/rate-limit-store';
import {
  badRequest,
  startingUp,
  COMMON_HEADERS,
  frameworkErrorHandler,
  HSTS,
  registerErrorHandlers,
} from './http/errors';
import { databaseCheck, healthRoutes } from './http/health';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { createLogger } from './http/logger';
import { API_PREFIX } from './http/prefix';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id';

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Epoch milliseconds (default Date.now); tests pass a fake clock. */
  now?: () => number;
  /** Holds a request for `ms` (default a timer); tests record the holds instead. */
  delay?: (ms: number) => Promise<void>;
  /** Defaults to one built from config (HASH_CONCURRENCY, HASH_QUEUE). */
  hashLimiter?: HashLimiter;
  /** Defaults to the local folder UPLOAD_DIR. */
  storage?: FileStorage;
  /** Defaults to the one CARD_GATEWAY names (null: card payments off). */
  cardGateway?: PaymentGateway | null;
  /** Where log lines go (default stdout); tests read them. Ignored when `logger` is given. */
  logStream?: { write(line: string): void };
  /** The process's logger (main.ts makes it before the database is opened). */
  logger?: Logger;
  /** Default: ready at once (tests); main.ts starts it `starting` and marks it ready. */
  lifecycle?: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /lima/api/...' of every route served (HEAD and OPTIONS left out). */
    registeredRoutes: readonly string[];
    /** Each served route's declaration (http/declare-route.ts); undefined for an undeclared one. */
    routeDeclarations: ReadonlyMap<string, RouteDeclaration | undefined>;
    /** The app's read cache (main.ts lets the other replicas' writes empty it). */
    readCache: ReadCache;
    /** The hooks each access rule takes (route() adds them to a route that brings none). */
    accessGuards: AccessGuards;
  }
}

type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
/** The features' routes, after the probes. */
const ROUTES: RouteModule[] = [
  userRoutes,
  sessionRoutes,
  accountRoutes,
  impersonationRoutes,
  dealRoutes,
  dealDetailRoutes,
  accountHistoryRoutes,
  documentRoutes,
  locRoutes,
  profileRoutes,
  paymentRoutes,
  appraisalPaymentRoutes,
  constructionRoutes,
  loanLookupRoutes,
  servicingRoutes,
  clientErrorRoutes,
  clientVitalsRoutes,
  devMailboxRoutes,
  openApiRoutes,
];

const COMMON_HEADER_ENTRIES = Object.entries(COMMON_HEADERS);

/** Fastify's trustProxy option; its types take no hop count, so a count becomes what it means. */
const trustProxyOption = (value: TrustProxy) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlMinutes: config.tokenTtlMinutes,
    now,
  });
  const hashing =
    options.hashLimiter ??
    createHashLimiter({ concurrency: config.hashConcurrency, queue: config.hashQueue });
  const ctx: AppContext = {
    config,
    db,
    tokens,
    hashing,
    now,
    delay: options.delay ?? ((ms) => setTimeout(ms)),
    storage: options.storage ?? fileStorageFor(config),
    downloads: createDownloadLinks(config.jwtSecret, now, config.downloadLinkTtlSeconds),
    cardGateway:
      options.cardGateway !== undefined
        ? options.cardGateway
        : config.cardGateway === 'test'
          ? testGateway()
          : null,
    reads: createReadCache(config.readCacheMs),
    lifecycle: options.lifecycle ?? createLifecycle('ready'),
  };

  const app = Fastify({
    // Typed as Fastify's logger interface, so routes keep the FastifyInstance they are written for.
    loggerInstance: (options.logger ??
      createLogger(config, options.logStream)) as FastifyBaseLogger,
    genReqId: requestIdOf,
    // Idle keep-alive connections are closed at shutdown, not waited for.
    forceCloseConnections: 'idle',
    // One access line per request (below), not Fastify's two: half the log volume and its cost.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (malformed URL...) answer in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorateRequest('account', null);
  // Every route the app serves ('METHOD /path'), for the tests that must cover all of them.
  const registeredRoutes: string[] = [];
  const routeDeclarations = new Map<string, RouteDeclaration | undefined>();
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('routeDeclarations', routeDeclarations);
  app.decorate('accessGuards', accessGuards(ctx));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD' && method !== 'OPTIONS') {
        registeredRoutes.push(`${method} ${route.url}`);
        routeDeclarations.set(`${method} ${route.url}`, route.config?.declaration);
      }
  });
  registerErrorHandlers(app);
  registerAccessLog(app);
  // Hooks on every request are synchronous (callback style): no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Until the database is migrated only the probes answer.
    if (ctx.lifecycle.phase === 'starting' && !request.url.startsWith(`${API_PREFIX}/health`))
      return done(startingUp());
    // No path or query value may carry a NUL into a query (PostgreSQL cannot store one).
    if (/%00/i.test(request.url)) return done(badRequest('The request URL is not valid.'));
    done();
  });
  registerCors(app, config.corsOrigins);
  app.decorate('readCache', ctx.reads);
  if (config.readCacheMs > 0)
    invalidateOnWrites(app, {
      cache: ctx.reads,
      accountsSeeingDeal: (dealId) => accountsSeeingDeal(db, dealId),
      // Other replicas share the database: each write tells them to empty the same scope.
      ...(config.databaseUrl && config.readCacheMs > 0
        ? { announce: (scope) => announceWrite(db, scope) }
        : {}),
    });
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of COMMON_HEADER_ENTRIES)
      if (!reply.hasHeader(name)) reply.header(name, value);
    // request.protocol believes X-Forwarded-Proto only from TRUST_PROXY's proxies.
    if (request.protocol === 'https') reply.headers(HSTS);
    done(null, payload);
  });
  // Counted in the database: every replica behind the proxy sees the same hits.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db, ctx.now),
  });
  auditImpersonatedCalls(app, ctx);

  await app.register(
    async (api) => {
      await healthRoutes(api, {
        now,
        lifecycle: ctx.lifecycle,
        // Ready when the database answers and uploads can be stored.
        checks: [databaseCheck(db), uploadStorageCheck(config.uploadDir)],
      });
      for (const routes of ROUTES) await routes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
