// GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded, deals/nav, deals/brokernav.
import { dealPageQuerySchema, isFundedPanel, NAV_LIST_MAX } from '@lender/contracts';
import type { DealListItem, DealsResponse, NavResponse } from '@lender/contracts';
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
import { parseQuery } from '../http/validate';
import { decodeCursor, encodeCursor } from './cursor';
import { toFundedItem, toInProcessItem, toNavItem, type DealListRow } from './map';
import { listDeals, loadNavLists, type NavRow, type Relation } from './queries';

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
    const route = (kind: 'inprocess' | 'funded', toItem: (row: DealListRow) => DealListItem) =>
      app.get(`${prefix}/${kind}`, { preHandler: guards }, async (request, reply) => {
        const accountId = accountOf(request).id;
        const { limit, cursor } = parseQuery(dealPageQuerySchema, request.query);
        const funded = kind === 'funded';
        const key = `deals:${relation}:${kind}:${accountId}:${limit ?? 'all'}:${cursor ?? ''}`;
        const json = await ctx.reads.json(key, async (): Promise<DealsResponse> => {
          if (limit === undefined)
            return { deals: (await listDeals(ctx.db, accountId, relation, funded)).map(toItem) };
          const rows = await listDeals(ctx.db, accountId, relation, funded, {
            limit: limit + 1,
            ...(cursor ? { after: decodeCursor(cursor) } : {}),
          });
          const page = rows.slice(0, limit);
          const last = page[page.length - 1];
          return {
            deals: page.map(toItem),
            nextCursor:
              rows.length > limit && last
                ? encodeCursor({ statusDate: last.status_date, id: last.id })
                : null,
          };
        });
        return asJson(reply, json);
      });
    route('inprocess', toInProcessItem);
    route('funded', toFundedItem);
  };
  lists('owner', '/deals', customer);
  lists('broker', '/deals/broker', broker);

  const nav = async (accountId: string, relation: Relation): Promise<NavResponse> => {
    const lists = await loadNavLists(ctx.db, accountId, relation, NAV_LIST_MAX);
    // Construction management is for customers only (spec §2, §6).
    const construction = relation === 'owner' ? lists.withBudget.filter(inConstructionNav) : [];
    return {
      funded_loans: lists.funded_loans.map(toNavItem),
      construction: construction.slice(0, NAV_LIST_MAX).map(toNavItem),
      loans_in_process: lists.loans_in_process.map(toNavItem),
      totals: {
        funded_loans: lists.counts.funded,
        construction: construction.length,
        loans_in_process: lists.counts.inProcess,
      },
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
