// What a request that writes may have changed in the read cache, from its route's declaration
// (`writes`): the caller's account, the accounts and the deal its handler names. The cache empties
// that scope after the write and before the answer leaves; with `announce`, the other replicas
// empty it too (cache-signal.ts), so a client that saw its sign-out acknowledged finds it in force
// on every replica.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declarationOf } from './declare-route';
import type { ReadCache, WriteScope } from './read-cache';

interface Written {
  accounts: Set<string>;
  deals: Set<string>;
}
const written = new WeakMap<FastifyRequest, Written>();

function writtenBy(request: FastifyRequest): Written {
  let scope = written.get(request);
  if (!scope) {
    scope = { accounts: new Set(), deals: new Set() };
    written.set(request, scope);
  }
  return scope;
}

/** Whether the request's route may write (a route served without a declaration: any but GET). */
function routeMayWrite(request: FastifyRequest): boolean {
  const declaration = declarationOf(request);
  if (declaration) return declaration.writes !== 'nothing';
  // No route at all (a 404) writes nothing.
  if (request.routeOptions.url === undefined) return false;
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/** An account whose cached reads the request's write changes (other than the caller's). */
export function noteWrittenAccount(request: FastifyRequest, accountId: string): void {
  if (declarationOf(request)?.writes === 'account' || declarationOf(request)?.writes === 'deal')
    writtenBy(request).accounts.add(accountId);
}

/** The deal a `deals`-writing route writes to (requireDealAccess names it). */
export function noteWrittenDeal(request: FastifyRequest, dealId: string): void {
  if (declarationOf(request)?.writes === 'deal') writtenBy(request).deals.add(dealId);
}

export interface WriteInvalidation {
  cache: ReadCache;
  /** The accounts that may see a deal: a deal's write empties their lists too. */
  accountsSeeingDeal: (dealId: string) => Promise<string[]>;
  /** Tells the other replicas (cache-signal.ts). */
  announce?: (scope: WriteScope | null) => Promise<void>;
}

/** The scope of the request's write; null: everything (a route without a declaration). */
async function scopeOf(
  request: FastifyRequest,
  accountsSeeingDeal: WriteInvalidation['accountsSeeingDeal'],
): Promise<WriteScope | null> {
  const writes = declarationOf(request)?.writes;
  if (!writes) return null;
  const noted = written.get(request);
  const accounts = new Set(noted?.accounts);
  if (request.account) accounts.add(request.account.id);
  const deals = [...(noted?.deals ?? [])];
  for (const deal of deals) for (const id of await accountsSeeingDeal(deal)) accounts.add(id);
  return { accounts: [...accounts], deals };
}

export function invalidateOnWrites(app: FastifyInstance, options: WriteInvalidation): void {
  const { cache, accountsSeeingDeal, announce } = options;
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!routeMayWrite(request) || declarationOf(request)?.writes === 'uncached')
      return done(null, payload);
    scopeOf(request, accountsSeeingDeal)
      .then(async (scope) => {
        cache.invalidate(scope ?? undefined);
        await announce?.(scope);
      })
      .catch((error: unknown) => {
        // Whatever this write touched is unknown: empty everything here.
        cache.invalidate();
        request.log.warn({ err: error }, 'could not empty the read cache after a write');
      })
      .finally(() => done(null, payload));
  });
}
