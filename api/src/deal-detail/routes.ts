// POST deals/details, deals/members, deals/loc: the deal page's reads (spec §7).
import {
  dealIdRequestSchema,
  dealLocRequestSchema,
  type DealDetailResponse,
  type DealLocResponse,
  type DealMembersResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf, requireAuth, requireNotLead } from '../auth/require-auth';
import { DEAL_NOT_FOUND, requireDealAccess } from '../deals/access';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { asJson } from '../http/read-cache';
import { parseBody } from '../http/validate';
import { toDealDetail, toDealLoc, toDealMember } from './map';
import { canSeeEntity, latestEntityLoc, listDealMembers, loadDealDetail } from './queries';

export const ENTITY_NOT_FOUND = 'Borrowing entity not found.';

export async function dealDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guards = [requireAuth(ctx), requireNotLead];

  app.post(
    '/deals/details',
    { preHandler: guards, config: { readOnly: true } },
    async (request, reply) => {
      const { dealid } = parseBody(dealIdRequestSchema, request.body);
      await requireDealAccess(ctx, request, dealid);
      const json = await ctx.reads.json(
        `details:${dealid}`,
        async (): Promise<DealDetailResponse> => {
          const rows = await loadDealDetail(ctx.db, dealid);
          if (!rows) throw notFound(DEAL_NOT_FOUND);
          return { deal: [toDealDetail(rows)] };
        },
      );
      return asJson(reply, json);
    },
  );

  app.post(
    '/deals/members',
    { preHandler: guards, config: { readOnly: true } },
    async (request): Promise<DealMembersResponse> => {
      const { dealid } = parseBody(dealIdRequestSchema, request.body);
      await requireDealAccess(ctx, request, dealid);
      return { deals: (await listDealMembers(ctx.db, dealid)).map(toDealMember) };
    },
  );

  // A borrowing entity's latest LOC: open to its owner (leads included: their own entities) and to
  // whoever may see one of its deals (a broker). Missing and not yours answer the same 404.
  app.post(
    '/deals/loc',
    { preHandler: requireAuth(ctx), config: { readOnly: true } },
    async (request): Promise<DealLocResponse> => {
      const { borrower_id } = parseBody(dealLocRequestSchema, request.body);
      if (!(await canSeeEntity(ctx.db, accountOf(request).id, borrower_id)))
        throw notFound(ENTITY_NOT_FOUND);
      const { loc, underwritings } = await latestEntityLoc(ctx.db, borrower_id);
      return toDealLoc(loc, underwritings);
    },
  );
}
