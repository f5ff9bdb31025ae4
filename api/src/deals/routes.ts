// GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded, deals/nav, deals/brokernav.
import { isFundedPanel } from '@lender/contracts';
import type { NavResponse } from '@lender/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  accountOf,
  requireAuth,
  requireBroker,
  requireCustomer,
  requireNotLead,
} from '../auth/require-auth';
import type { AppContext } from '../http/context';
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
    app.get(`${prefix}/inprocess`, { preHandler: guards }, async (request) => ({
      deals: (await listDeals(ctx.db, accountOf(request).id, relation, false)).map(toInProcessItem),
    }));
    app.get(`${prefix}/funded`, { preHandler: guards }, async (request) => ({
      deals: (await listDeals(ctx.db, accountOf(request).id, relation, true)).map(toFundedItem),
    }));
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
  app.get('/deals/nav', { preHandler: customer }, async (request) =>
    nav(accountOf(request).id, 'owner'),
  );
  app.get('/deals/brokernav', { preHandler: broker }, async (request) =>
    nav(accountOf(request).id, 'broker'),
  );
}
