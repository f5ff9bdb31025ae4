// POST deals/details, deals/members, deals/loc: the deal page's reads (spec §7).
import {
  dealDetailResponseSchema,
  dealIdRequestSchema,
  dealLocRequestSchema,
  dealLocResponseSchema,
  dealMembersResponseSchema,
  type DealDetailResponse,
  type DealLocResponse,
  type DealMembersResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import { DEAL_NOT_FOUND, requireDealAccess } from '../deals/access';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { route } from '../http/declare-route';
import { asJson } from '../http/read-cache';
import { toDealDetail, toDealLoc, toDealMember } from './map';
import { canSeeEntity, latestEntityLoc, listDealMembers, loadDealDetail } from './queries';

const ENTITY_NOT_FOUND = 'Borrowing entity not found.';

export async function dealDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dealRead = {
    method: 'POST',
    tag: 'deals',
    access: 'notLead',
    writes: 'nothing',
    body: dealIdRequestSchema,
  } as const;

  route(
    app,
    ctx.now,
    {
      ...dealRead,
      url: '/deals/details',
      operationId: 'dealDetails',
      summary: "A deal's details",
      response: dealDetailResponseSchema,
    },
    async (request, reply, input) => {
      const { dealid } = input.body();
      // A loan only added with Add My Loan is shown without the borrowing entity's lines of
      // credit, which are the entity's, not the deal's.
      const entityLocs = (await requireDealAccess(ctx, request, dealid)) !== 'added';
      const json = await ctx.reads.json(
        `details:${dealid}:${entityLocs ? 'with-locs' : 'deal-only'}`,
        { deal: dealid },
        async (): Promise<DealDetailResponse> => {
          const rows = await loadDealDetail(ctx.db, dealid);
          if (!rows) throw notFound(DEAL_NOT_FOUND);
          return { deal: [toDealDetail(entityLocs ? rows : { ...rows, locs: [] })] };
        },
      );
      return asJson(reply, json);
    },
  );

  route(
    app,
    ctx.now,
    {
      ...dealRead,
      url: '/deals/members',
      operationId: 'dealMembers',
      summary: "A deal's members",
      response: dealMembersResponseSchema,
    },
    async (request, _reply, input): Promise<DealMembersResponse> => {
      const { dealid } = input.body();
      await requireDealAccess(ctx, request, dealid);
      return { deals: (await listDealMembers(ctx.db, dealid)).map(toDealMember) };
    },
  );

  // A borrowing entity's latest LOC: open to its owner (leads included: their own entities) and to
  // whoever owns or brokers one of its deals (not to who only added one of its loans). Missing and
  // not yours answer the same 404.
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/deals/loc',
      operationId: 'borrowerLoc',
      summary: "A borrower's line of credit",
      tag: 'deals',
      access: 'signedIn',
      writes: 'nothing',
      body: dealLocRequestSchema,
      response: dealLocResponseSchema,
    },
    async (request, _reply, input): Promise<DealLocResponse> => {
      const { borrower_id } = input.body();
      if (!(await canSeeEntity(ctx.db, accountOf(request).id, borrower_id)))
        throw notFound(ENTITY_NOT_FOUND);
      const { loc, underwritings } = await latestEntityLoc(ctx.db, borrower_id);
      return toDealLoc(loc, underwritings);
    },
  );
}
