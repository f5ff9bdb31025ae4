// POST deals/account-history: the deal's payments, newest first (spec §7).
import { dealIdRequestSchema, type AccountHistoryEntry } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireNotLead } from '../auth/require-auth';
import { requireDealAccess } from '../deals/access';
import type { AppContext } from '../http/context';
import { asJson } from '../http/read-cache';
import { parseBody } from '../http/validate';
import { accountHistory } from './queries';

export async function accountHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/deals/account-history',
    { preHandler: [requireAuth(ctx), requireNotLead], config: { readOnly: true } },
    async (request, reply) => {
      const { dealid } = parseBody(dealIdRequestSchema, request.body);
      await requireDealAccess(ctx, request, dealid);
      const json = await ctx.reads.json(`history:${dealid}`, (): Promise<AccountHistoryEntry[]> =>
        accountHistory(ctx.db, dealid),
      );
      return asJson(reply, json);
    },
  );
}
