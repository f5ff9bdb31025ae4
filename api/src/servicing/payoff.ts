// POST payoff-request: public (no token; stored with external: true) or signed in (a customer's
// own session). A second payoff request for the same loan number within 30 days carries the $20
// fee, and the answer says so. The public request is rate-limited per client address
// (@fastify/rate-limit, counted in the database so every replica agrees: PUBLIC_PAYOFF_LIMIT per
// PUBLIC_PAYOFF_WINDOW_MS) and never looks the loan up, so its answer is the same whether or not
// the loan number exists.
import {
  PAYOFF_FEE_WINDOW_DAYS,
  PAYOFF_MESSAGES,
  payoffFeeApplies,
  payoffRequestSchema,
  type PayoffResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { dealIdFor, optionalSubmitGuard } from './access';
import { answerLines } from './mails';
import { saveServicingRequest } from './store';

export const PUBLIC_PAYOFF_LIMIT = 5;
export const PUBLIC_PAYOFF_WINDOW_MS = 15 * 60_000;
export const PAYOFF_THROTTLED = 'Too many payoff requests from this address. Try again later.';

const DAY_MS = 24 * 3_600_000;
const normalized = (loanNumber: string) => loanNumber.trim().toUpperCase();

/** True when a payoff for this loan number was requested in the last 30 days. */
async function secondWithinWindow(
  trx: Transaction<Database>,
  loanNumber: string,
  at: Date,
): Promise<boolean> {
  // Two requests for one loan at the same moment: the second waits for the first's row.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`payoff:${normalized(loanNumber)}`}))`.execute(
    trx,
  );
  const previous = await trx
    .selectFrom('servicing_requests')
    .select('created_at')
    .where('kind', '=', 'payoff')
    .where((eb) =>
      eb(eb.fn('upper', [eb.fn('trim', ['loan_number'])]), '=', normalized(loanNumber)),
    )
    .where('created_at', '>', new Date(at.getTime() - PAYOFF_FEE_WINDOW_DAYS * DAY_MS))
    .where('created_at', '<=', at)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return payoffFeeApplies(previous?.created_at ?? null, at);
}

const answerMessage = (feeApplies: boolean) =>
  feeApplies ? `${PAYOFF_MESSAGES.success} ${PAYOFF_MESSAGES.fee}` : PAYOFF_MESSAGES.success;

export async function payoffRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/payoff-request',
    {
      config: {
        rateLimit: {
          max: PUBLIC_PAYOFF_LIMIT,
          timeWindow: PUBLIC_PAYOFF_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `payoff:${request.ip}`,
          // Signed-in requests are not public: their token is checked by the guard instead.
          allowList: (request: FastifyRequest) => request.headers.authorization !== undefined,
          errorResponseBuilder: () => new HttpError(429, PAYOFF_THROTTLED),
        },
      },
      preHandler: optionalSubmitGuard(ctx),
    },
    async (request): Promise<PayoffResponse> => {
      const today = new Date(ctx.now()).toISOString().slice(0, 10);
      const payoff = parseBody(payoffRequestSchema(today, 1), request.body);
      const account = request.account;
      const external = account === null;
      const dealId = account ? await dealIdFor(ctx.db, account.id, payoff.loan_number) : null;
      const saved = await saveServicingRequest(
        ctx,
        {
          kind: 'payoff',
          accountId: account?.id ?? null,
          dealId,
          loanNumber: payoff.loan_number,
          email: payoff.email,
          payload: { ...payoff, external },
          files: [],
          summary: answerLines({ ...payoff, external }),
          feeApplies: (trx, at) => secondWithinWindow(trx, payoff.loan_number, at),
        },
        account ? account.email : `visitor (${payoff.email})`,
        answerMessage,
      );
      return {
        success: true,
        feeApplies: saved.feeApplies,
        message: answerMessage(saved.feeApplies),
      };
    },
  );
}
