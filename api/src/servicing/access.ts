// Who may file servicing requests, and which deal a request concerns.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accessGuards } from '../auth/access-guards';
import type { Database } from '../db/types';
import { dealVisibleTo } from '../deals/access';
import type { AppContext } from '../context';

/**
 * The guards of a customer's submit (the `customer` rule: a customer's session, not a lead's;
 * never an employee viewing the account, §6), run only when the request carries a token: the
 * payoff is public too.
 */
export function optionalSubmitGuard(ctx: AppContext) {
  const guards = accessGuards(ctx).customer ?? [];
  return async function optionalSubmit(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (request.headers.authorization === undefined) return;
    for (const guard of guards) await guard.call(this, request, reply);
  };
}

/**
 * The loan number is free text and stored as given; the request is linked to a deal only when the
 * number is one of a deal the caller may see (case and surrounding spaces ignored).
 */
export async function dealIdFor(
  db: Kysely<Database>,
  accountId: string,
  loanNumber: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('deals')
    .select('deals.id')
    .where((eb) => eb(eb.fn('upper', ['deals.loan_number']), '=', loanNumber.trim().toUpperCase()))
    .where((eb) => dealVisibleTo(eb, accountId))
    .orderBy('deals.id')
    .executeTakeFirst();
  return row?.id ?? null;
}
