// Construction (spec §7): deals/budget and deals/draws for whoever may see the deal; deals/draws/new
// and borrower/beneficiaries for customers only (the Construction tab is theirs, §6), never while
// an employee views the account; deals/budget/new (budget-upload.ts) for whoever may see the deal.
import {
  BANK_ACCOUNT_MESSAGES,
  DRAW_MESSAGES,
  bankAccountSchema,
  beneficiariesResponseSchema,
  budgetResponseSchema,
  dealIdRequestSchema,
  drawRequestResponseSchema,
  drawRequestSchema,
  drawsResponseSchema,
  sumAmounts,
  type BeneficiariesResponse,
  type BudgetResponse,
  type DrawRequestResponse,
  type DrawsResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf, isCustomer, requireAuth, requireNotLead } from '../auth/require-auth';
import { ADDED_LOAN_READ_ONLY, requireDealAccess } from '../deals/access';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { forbidden, HttpError, notFound } from '../http/errors';
import { lockFor } from '../db/lock';
import {
  BANK_ACCOUNTS,
  MAX_BENEFICIARIES,
  addBeneficiary,
  countBeneficiaries,
  listBeneficiaries,
} from './beneficiaries';
import { EMPTY_BUDGET, loadBudget } from './budget';
import { budgetUploadRoute } from './budget-upload';
import { checkInspectionWindow, ownsBeneficiary, requestDraw } from './draw-request';
import { loadDraws } from './draws';

export const CUSTOMERS_ONLY = 'Draw requests and bank accounts are for customer accounts only.';

async function requireCustomerAccount(request: FastifyRequest): Promise<void> {
  if (!isCustomer(accountOf(request))) throw forbidden(CUSTOMERS_ONLY);
}

export async function constructionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = requireAuth(ctx);
  const dealRead = {
    method: 'POST',
    tag: 'construction',
    access: 'notLead',
    writes: 'nothing',
    body: dealIdRequestSchema,
  } as const;
  const customers = {
    tag: 'construction',
    access: 'customer',
    // The customer check answers with the draw pages' own message (CUSTOMERS_ONLY).
    guards: { preHandler: [auth, requireCustomerAccount, requireNotLead] },
  } as const;

  route(
    app,
    ctx.now,
    {
      ...dealRead,
      url: '/deals/budget',
      operationId: 'dealBudget',
      summary: "A deal's construction budget",
      response: budgetResponseSchema,
    },
    async (request, _reply, input): Promise<BudgetResponse> => {
      const { dealid } = input.body();
      await requireDealAccess(ctx, request, dealid);
      return { budget: (await loadBudget(ctx.db, dealid)) ?? EMPTY_BUDGET };
    },
  );

  route(
    app,
    ctx.now,
    {
      ...dealRead,
      url: '/deals/draws',
      operationId: 'dealDraws',
      summary: "A deal's draws",
      response: drawsResponseSchema,
    },
    async (request, _reply, input): Promise<DrawsResponse> => {
      const { dealid } = input.body();
      await requireDealAccess(ctx, request, dealid);
      return { draws: await loadDraws(ctx.db, dealid) };
    },
  );

  route(
    app,
    ctx.now,
    {
      ...customers,
      method: 'POST',
      url: '/deals/draws/new',
      operationId: 'requestDraw',
      summary: 'Request a draw',
      writes: 'deal',
      body: drawRequestSchema,
      response: drawRequestResponseSchema,
    },
    async (request, _reply, input): Promise<DrawRequestResponse> => {
      const body = input.body();
      // Paid to the caller's own bank account: only a borrower of the deal may ask (ADR 016).
      if ((await requireDealAccess(ctx, request, body.dealid)) !== 'borrower')
        throw forbidden(ADDED_LOAN_READ_ONLY);
      const now = new Date(ctx.now());
      checkInspectionWindow(body, now.toISOString().slice(0, 10));
      const account = accountOf(request);
      if (!(await ownsBeneficiary(ctx.db, account.id, body.BeneficiaryId)))
        throw notFound(DRAW_MESSAGES.beneficiaryNotFound);
      const id = await requestDraw(ctx.db, {
        request: body,
        accountId: account.id,
        now,
        audit: (trx, drawId) =>
          writeAudit(trx, {
            ...requestAuditFields(request),
            action: 'draw.request',
            entity: 'draw',
            entityId: drawId,
            details: {
              dealId: body.dealid,
              lineItems: body.lineItems.length,
              total: sumAmounts(body.lineItems.map((line) => line.amount)),
            },
          }),
      });
      return { success: true, id };
    },
  );

  route(
    app,
    ctx.now,
    {
      ...customers,
      method: 'GET',
      url: '/borrower/beneficiaries',
      operationId: 'listBankAccounts',
      summary: "The borrower's bank accounts",
      writes: 'nothing',
      response: beneficiariesResponseSchema,
    },
    async (request): Promise<BeneficiariesResponse> => ({
      accounts: await listBeneficiaries(ctx.db, accountOf(request).id),
    }),
  );

  route(
    app,
    ctx.now,
    {
      ...customers,
      method: 'POST',
      url: '/borrower/beneficiaries',
      operationId: 'addBankAccount',
      summary: 'Add a bank account',
      writes: 'account',
      body: bankAccountSchema,
      response: beneficiariesResponseSchema,
    },
    async (request, _reply, input): Promise<BeneficiariesResponse> => {
      const bank = input.body();
      const accountId = accountOf(request).id;
      await ctx.db.transaction().execute(async (trx) => {
        // The cap's count and the insert as one step per account: racing adds queue here.
        await lockFor(trx, BANK_ACCOUNTS, accountId);
        if ((await countBeneficiaries(trx, accountId)) >= MAX_BENEFICIARIES)
          throw new HttpError(409, BANK_ACCOUNT_MESSAGES.tooMany);
        const id = await addBeneficiary(trx, accountId, bank, new Date(ctx.now()));
        await writeAudit(trx, {
          ...requestAuditFields(request),
          action: 'beneficiary.add',
          entity: 'beneficiary',
          entityId: id,
          details: { bankName: bank.bank_name, accountType: bank.bank_account_type },
        });
      });
      return { accounts: await listBeneficiaries(ctx.db, accountId) };
    },
  );

  await app.register(async (scope) => budgetUploadRoute(scope, ctx));
}
