// Construction (spec §7): deals/budget and deals/draws for whoever may see the deal.
import { dealIdRequestSchema, type BudgetResponse, type DrawsResponse } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireNotLead } from '../auth/require-auth';
import { requireDealAccess } from '../deals/access';
import type { AppContext } from '../http/context';
import { parseBody } from '../http/validate';
import { EMPTY_BUDGET, loadBudget } from './budget';
import { loadDraws } from './draws';

export async function constructionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const readGuards = [requireAuth(ctx), requireNotLead];

  app.post(
    '/deals/budget',
    { preHandler: readGuards },
    async (request): Promise<BudgetResponse> => {
      const { dealid } = parseBody(dealIdRequestSchema, request.body);
      await requireDealAccess(ctx, request, dealid);
      return { budget: (await loadBudget(ctx.db, dealid)) ?? EMPTY_BUDGET };
    },
  );

  app.post('/deals/draws', { preHandler: readGuards }, async (request): Promise<DrawsResponse> => {
    const { dealid } = parseBody(dealIdRequestSchema, request.body);
    await requireDealAccess(ctx, request, dealid);
    return { draws: await loadDraws(ctx.db, dealid) };
  });
}
