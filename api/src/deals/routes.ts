// GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded, deals/nav, deals/brokernav.
import { isFundedPanel } from '@lender/contracts';
import type { FundedDealListItem, InProcessDealListItem, NavResponse } from '@lender/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  accountOf,
  requireAuth,
  requireBroker,
  requireCustomer,
  requireNotLead,
} from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { asJson } from '../http/read-cache';
import { toFundedItem, toInProcessItem, toNavItem } from './map';
import { listDeals, listNavDeals, type NavRow, type Relation } from './queries';

/**
 * The customer's Construction nav list: deals that qualify for construction management (the
 * shared rule: funded, or a short-term / new-construction / fix-and-flip product) and have a budget.
 */
export const inConstructionNav = (row: Pick<NavRow, 'status' | 'productType' | 'hasBudget'>) =>
  row.hasBudget && isFundedPanel(row);

export async function dealRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = requireAuth(ctx);
  const customer: preHandlerAsyncHookHandler[] = [auth, requireCustomer, requireNotLead];
  const broker: preHandlerAsyncHookHandler[] = [auth, requireBroker, requireNotLead];

  const lists = (relation: Relation, prefix: string, guards: preHandlerAsyncHookHandler[]) => {
    app.get(`${prefix}/inprocess`, { preHandler: guards }, async (request, reply) => {
      const accountId = accountOf(request).id;
      const json = await ctx.reads.json(
        `deals:${relation}:inprocess:${accountId}`,
        async (): Promise<{ deals: InProcessDealListItem[] }> => ({
          deals: (await listDeals(ctx.db, accountId, relation, false)).map(toInProcessItem),
        }),
      );
      return asJson(reply, json);
    });
    app.get(`${prefix}/funded`, { preHandler: guards }, async (request, reply) => {
      const accountId = accountOf(request).id;
      const json = await ctx.reads.json(
        `deals:${relation}:funded:${accountId}`,
        async (): Promise<{ deals: FundedDealListItem[] }> => ({
          deals: (await listDeals(ctx.db, accountId, relation, true)).map(toFundedItem),
        }),
      );
      return asJson(reply, json);
    });
  };
  lists('owner', '/deals', customer);
  lists('broker', '/deals/broker', broker);

  const nav = async (accountId: string, relation: Relation): Promise<NavResponse> => {
    const rows = await listNavDeals(ctx.db, accountId, relation);
    return {
      funded_loans: rows.filter((row) => row.funded).map(toNavItem),
      // Construction management is for customers only (spec §2, §6).
      construction: relation === 'owner' ? rows.filter(inConstructionNav).map(toNavItem) : [],
      loans_in_process: rows.filter((row) => !row.funded).map(toNavItem),
    };
  };
  app.get('/deals/nav', { preHandler: customer }, async (request, reply) => {
    const accountId = accountOf(request).id;
    return asJson(
      reply,
      await ctx.reads.json(`nav:owner:${accountId}`, () => nav(accountId, 'owner')),
    );
  });
  app.get('/deals/brokernav', { preHandler: broker }, async (request, reply) => {
    const accountId = accountOf(request).id;
    return asJson(
      reply,
      await ctx.reads.json(`nav:broker:${accountId}`, () => nav(accountId, 'broker')),
    );
  });
}
