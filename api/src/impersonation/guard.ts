// Viewing is read-only: an employee viewing another account (an impersonation session) may call
// the routes that only read; every route that may write is refused (403), whatever it writes —
// the profile, a payment, a draw, a bank account, an upload, a servicing request, a password.
// One guard for all of them, run by requireAuth on every authenticated route: a route is a write
// when the read cache counts it as one (any method but GET, unless `config.readOnly`), and may
// say otherwise with `config.whileViewing` (signing out is allowed; the payment page, a GET that
// leads to moving money, is refused). The authorization matrix has a column for it.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';
import { routeMayWrite } from '../http/read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides what the viewing guard decides from whether the route may write. */
    whileViewing?: 'allowed' | 'refused';
  }
}

export const IMPERSONATION_REFUSED = 'Not allowed while viewing another account.';

/** Whether an employee viewing an account may call this request's route. */
export function allowedWhileViewing(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config?.whileViewing;
  return declared ? declared === 'allowed' : !routeMayWrite(request);
}

/** The guard: a 403 for an impersonation session on a route viewing may not use. */
export function refuseWritesWhileViewing(
  request: FastifyRequest,
  account: { actorId: string | null },
): void {
  if (account.actorId && !allowedWhileViewing(request)) throw forbidden(IMPERSONATION_REFUSED);
}
