// POST lookup-loan and add-loan (Add My Loan). Registered only with LOAN_LOOKUP_ENABLED: off (the
// default, as the portal's flag) both answer the 404 of a route that does not exist. GET
// lookup-loan/availability always answers which it is, so the portal follows the server's setting.
import {
  addLoanResponseSchema,
  addLoanSchema,
  loanLookupAvailabilitySchema,
  loanLookupResponseSchema,
  loanLookupSchema,
  type LoanLookupResult,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { HttpError, notFound } from '../http/errors';
import { lockFor } from '../db/lock';
import { addMatchedLoans, findLoans, rememberMatches } from './queries';
import { LOOKUP_MISSES, lookupWaitMs, readFailures, recordFailure } from './throttle';

export const LOANS_NOT_MATCHED = 'These loans were not found. Please look them up again.';

const tooManyLookups = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new HttpError(
    429,
    `Too many loan lookups that found nothing. Try again in ${minutes} minutes.`,
    { 'retry-after': String(Math.ceil(ms / 1000)) },
  );
};

export async function loanLookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/lookup-loan/availability',
      operationId: 'loanLookupAvailability',
      summary: 'Whether Add My Loan is taken here (LOAN_LOOKUP_ENABLED)',
      tag: 'deals',
      // A setting of the deployment, the same for everyone.
      access: 'public',
      writes: 'nothing',
      response: loanLookupAvailabilitySchema,
    },
    async () => ({ enabled: ctx.config.loanLookupEnabled }),
  );
  if (!ctx.config.loanLookupEnabled) return;
  // Customers (leads included: Add My Loan is on their resources page); never while an employee
  // views the account (spec §6 disables the lookup's submit in employee mode).
  const addMyLoan = {
    method: 'POST',
    tag: 'deals',
    access: 'customerOrLead',
  } as const;

  route(
    app,
    ctx.now,
    {
      ...addMyLoan,
      url: '/lookup-loan',
      operationId: 'lookUpLoan',
      summary: 'Find a loan to add (Add My Loan)',
      // Misses and matches: no cached read shows them.
      writes: 'uncached',
      body: loanLookupSchema,
      response: loanLookupResponseSchema,
    },
    async (request, _reply, input): Promise<LoanLookupResult[]> => {
      const { loan_number, ssn } = input.body();
      const accountId = accountOf(request).id;
      // The miss limit's check, the lookup and the count in one step per account: racing guesses
      // queue here, and each sees the misses before it.
      return ctx.db.transaction().execute(async (trx) => {
        await lockFor(trx, LOOKUP_MISSES, accountId);
        const wait = lookupWaitMs(await readFailures(trx, accountId), ctx.now());
        if (wait > 0) throw tooManyLookups(wait);
        const loans = await findLoans(trx, loan_number, ssn);
        const ids = loans.map((loan) => loan.Id);
        if (loans.length === 0) await recordFailure(trx, accountId, ctx.now());
        else await rememberMatches(trx, accountId, ids, ctx.now());
        await writeAudit(trx, {
          ...requestAuditFields(request),
          action: 'loan.lookup',
          entity: 'deal',
          details: { matched: loans.length },
        });
        return loans;
      });
    },
  );

  route(
    app,
    ctx.now,
    {
      ...addMyLoan,
      url: '/add-loan',
      operationId: 'addLoans',
      summary: 'Add found loans to the account',
      // The caller's deal lists and access.
      writes: 'account',
      body: addLoanSchema,
      response: addLoanResponseSchema,
    },
    async (request, _reply, input) => {
      const { loans } = input.body();
      const accountId = accountOf(request).id;
      const ids = [...new Set(loans)];
      const added = await addMatchedLoans(ctx.db, accountId, ids, ctx.now(), (trx, count) =>
        writeAudit(trx, {
          ...requestAuditFields(request),
          action: 'loan.add',
          entity: 'deal',
          details: { loans: ids, added: count },
        }),
      );
      if (added === null) throw notFound(LOANS_NOT_MATCHED);
      return { success: true as const, added };
    },
  );
}
