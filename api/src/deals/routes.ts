// GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded, deals/nav, deals/brokernav.
import {
  dealPageQuerySchema,
  dealsResponseSchema,
  isFundedPanel,
  NAV_LIST_MAX,
  navResponseSchema,
} from '@lender/contracts';
import type { DealListItem, DealsResponse, NavResponse } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { asJson } from '../http/read-cache';
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
  const lists = (relation: Relation, prefix: string) => {
    const whose = relation === 'owner' ? 'customer' : 'broker';
    const list = (
      kind: 'inprocess' | 'funded',
      toItem: (row: DealListRow) => DealListItem,
      declared: { operationId: string; summary: string },
    ) =>
      route(
        app,
        ctx.now,
        {
          ...declared,
          method: 'GET',
          url: `${prefix}/${kind}`,
          tag: 'deals',
          access: whose,
          writes: 'nothing',
          query: dealPageQuerySchema,
          response: dealsResponseSchema,
        },
        async (request, reply, input) => {
          const accountId = accountOf(request).id;
          const { limit, cursor } = input.query();
          const funded = kind === 'funded';
          const key = `deals:${relation}:${kind}:${accountId}:${limit ?? 'all'}:${cursor ?? ''}`;
          const json = await ctx.reads.json(
            key,
            { account: accountId },
            async (): Promise<DealsResponse> => {
              if (limit === undefined)
                return {
                  deals: (await listDeals(ctx.db, accountId, relation, funded)).map(toItem),
                };
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
            },
          );
          return asJson(reply, json);
        },
      );
    const who = relation === 'owner' ? "A customer's" : "A broker's";
    const id = relation === 'owner' ? '' : 'Broker';
    list('inprocess', toInProcessItem, {
      operationId: `list${id}InProcessDeals`,
      summary: `${who} loans in process (paged with limit and cursor)`,
    });
    list('funded', toFundedItem, {
      operationId: `list${id}FundedDeals`,
      summary: `${who} funded loans (paged with limit and cursor)`,
    });
  };
  lists('owner', '/deals');
  lists('broker', '/deals/broker');

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
  const navRoute = (relation: Relation, url: string, operationId: string, summary: string) =>
    route(
      app,
      ctx.now,
      {
        method: 'GET',
        url,
        operationId,
        summary,
        tag: 'deals',
        access: relation === 'owner' ? 'customer' : 'broker',
        writes: 'nothing',
        response: navResponseSchema,
      },
      async (request, reply) => {
        const accountId = accountOf(request).id;
        const json = await ctx.reads.json(
          `nav:${relation}:${accountId}`,
          { account: accountId },
          () => nav(accountId, relation),
        );
        return asJson(reply, json);
      },
    );
  navRoute('owner', '/deals/nav', 'customerNav', "A customer's side-navigation loan lists");
  navRoute('broker', '/deals/brokernav', 'brokerNav', "A broker's side-navigation loan lists");
}
