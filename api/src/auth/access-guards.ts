// The hooks that enforce a route's `access` rule (http/access-rule.ts), so that a route
// declares who may call it once: route() (http/declare-route.ts) adds these unless the
// declaration brings guards of its own (a rule enforced with something more: a rate limit, an
// onRequest check before the body is read, a token that is not a session).
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Rule } from '../http/access-rule';
import type { AppContext } from '../context';
import {
  requireAuth,
  requireBroker,
  requireCustomer,
  requireNotLead,
  requireOwnEmployeeSession,
  requireServiceToken,
} from './require-auth';

export type AccessGuards = Readonly<Partial<Record<Rule, readonly preHandlerAsyncHookHandler[]>>>;

/** Each rule's hooks; `public`, `link` and `dev` have none (their routes check what they take). */
export function accessGuards(ctx: AppContext): AccessGuards {
  const auth = requireAuth(ctx);
  return {
    signedIn: [auth],
    notLead: [auth, requireNotLead],
    customer: [auth, requireCustomer, requireNotLead],
    broker: [auth, requireBroker, requireNotLead],
    customerOrLead: [auth, requireCustomer],
    employee: [auth, requireOwnEmployeeSession],
    service: [requireServiceToken(ctx)],
  };
}
