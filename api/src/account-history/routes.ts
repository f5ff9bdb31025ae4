// POST deals/account-history: the deal's payments, newest first (spec §7).
import {
  accountHistoryResponseSchema,
  dealIdRequestSchema,
  type AccountHistoryEntry,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requireDealAccess } from '../deals/access';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { asJson } from '../http/read-cache';
import { accountHistory } from './queries';

export async function accountHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/deals/account-history',
      operationId: 'dealAccountHistory',
      summary: "A deal's payment history",
      tag: 'deals',
      access: 'notLead',
      writes: 'nothing',
      body: dealIdRequestSchema,
      response: accountHistoryResponseSchema,
    },
    async (request, reply, input) => {
      const { dealid } = input.body();
      await requireDealAccess(ctx, request, dealid);
      const json = await ctx.reads.json(
        `history:${dealid}`,
        { deal: dealid },
        (): Promise<AccountHistoryEntry[]> => accountHistory(ctx.db, dealid),
      );
      return asJson(reply, json);
    },
  );
}
