// GET servicing-requests (beyond the spec, item 8): the signed-in account's own requests, newest
// first; never another account's. An employee viewing an account sees that account's. A payoff's
// fee shows only on a request for one of the account's own deals, as in the payoff's answer.
import { servicingRequestListSchema, type ServicingRequestList } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';

const MAX_LISTED_REQUESTS = 200;

export async function servicingListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/servicing-requests',
      operationId: 'listServicingRequests',
      summary: 'The servicing requests the user filed',
      tag: 'servicing',
      access: 'signedIn',
      writes: 'nothing',
      response: servicingRequestListSchema,
    },
    async (request): Promise<ServicingRequestList> => {
      const rows = await ctx.db
        .selectFrom('servicing_requests')
        .select(['id', 'kind', 'loan_number', 'status', 'created_at', 'fee_applies', 'deal_id'])
        .where('account_id', '=', accountOf(request).id)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(MAX_LISTED_REQUESTS)
        .execute();
      return {
        requests: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          loan_number: row.loan_number,
          status: row.status,
          created_at: row.created_at.toISOString(),
          fee_applies: row.fee_applies && row.deal_id !== null,
        })),
      };
    },
  );
}
