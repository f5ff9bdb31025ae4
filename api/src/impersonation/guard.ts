// Viewing is read-only: an employee viewing another account (an impersonation session) may call
// the routes that only read; every route that may write is refused (403), whatever it writes —
// the profile, a payment, a draw, a bank account, an upload, a servicing request, a password.
// One guard for all of them, run by requireAuth on every authenticated route: a route is a write
// when its declaration says it writes anything (`writes` other than 'nothing'), and may say
// otherwise with `whileViewing` (signing out is allowed; the payment page, a GET that leads to
// moving money, is refused). The authorization matrix's viewing column is `viewingRule`.
import type { FastifyRequest } from 'fastify';
import type { Rule } from '../http/access-rule';
import { declarationOf, type RouteDeclaration } from '../http/declare-route';
import { forbidden } from '../http/errors';

export const IMPERSONATION_REFUSED = 'Not allowed while viewing another account.';

/** Routes no session calls: the viewing guard never runs there. */
const SESSIONLESS: ReadonlySet<Rule> = new Set(['public', 'link', 'dev']);

/** What the guard does with an employee viewing an account, from the route's declaration. */
export function viewingRule(
  declaration: Pick<RouteDeclaration, 'access' | 'writes' | 'whileViewing'>,
): 'allowed' | 'refused' {
  if (declaration.whileViewing) return declaration.whileViewing;
  if (SESSIONLESS.has(declaration.access)) return 'allowed';
  return declaration.writes === 'nothing' ? 'allowed' : 'refused';
}

/** Whether an employee viewing an account may call this request's route (undeclared: no). */
function allowedWhileViewing(request: FastifyRequest): boolean {
  const declaration = declarationOf(request);
  return declaration !== undefined && viewingRule(declaration) === 'allowed';
}

/** The guard: a 403 for an impersonation session on a route viewing may not use. */
export function refuseWritesWhileViewing(
  request: FastifyRequest,
  account: { actorId: string | null },
): void {
  if (account.actorId && !allowedWhileViewing(request)) throw forbidden(IMPERSONATION_REFUSED);
}
