// The rule for money-moving and credential-changing routes: never while an employee views another
// account. Applied today to makepayment and users/impersonate; every later route of that kind
// (draws, card payments, bank accounts, servicing submits, password or email changes) must put
// refuseImpersonation after requireAuth in its preHandler.
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../auth/require-auth';
import { forbidden } from '../http/errors';

export const IMPERSONATION_REFUSED = 'Not allowed while viewing another account.';

export async function refuseImpersonation(request: FastifyRequest): Promise<void> {
  if (accountOf(request).actorId) throw forbidden(IMPERSONATION_REFUSED);
}
