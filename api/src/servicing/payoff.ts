// POST payoff-request: public (no token; stored with external: true) or signed in (a customer's
// own session). A second payoff request for the same loan number within 30 days carries the $20
// fee: the servicing team's notification always says so; the answer and the confirmation mail say
// so only to the loan's own borrower (signed in, the loan number one of their deals). Anyone else —
// a visitor above all — gets the same answer whether or not the loan exists or had a recent
// payoff. The public request is rate-limited per client address (@fastify/rate-limit, counted in
// the database so every replica agrees: PUBLIC_PAYOFF_LIMIT per PUBLIC_PAYOFF_WINDOW_MS).
import {
  PAYOFF_FEE_WINDOW_DAYS,
  PAYOFF_MESSAGES,
  payoffFeeApplies,
  payoffRequestSchema,
  payoffResponseSchema,
  type PayoffResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { lockFor } from '../db/lock';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { route } from '../http/declare-route';
import { optionalSubmitGuard } from './access';
import { answerLines } from './mails';
import { saveServicingRequest } from './store';

/** The limits' names (their locks, their rows in the race matrix). */
export const PUBLIC_PAYOFFS = 'public-payoffs-by-address';
export const PAYOFF_FEE_WINDOW = 'payoff-fee-window';
export const PUBLIC_PAYOFF_LIMIT = 5;
const PUBLIC_PAYOFF_WINDOW_MS = 15 * 60_000;
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
  await lockFor(trx, PAYOFF_FEE_WINDOW, normalized(loanNumber));
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

/** The fee is the loan's own borrower's business: told only when the request names their deal. */
const feeShown = (saved: { dealId: string | null; feeApplies: boolean }): boolean =>
  saved.feeApplies && saved.dealId !== null;

const answerMessage = (feeApplies: boolean) =>
  feeApplies ? `${PAYOFF_MESSAGES.success} ${PAYOFF_MESSAGES.fee}` : PAYOFF_MESSAGES.success;

export async function payoffRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/payoff-request',
      operationId: 'requestPayoff',
      summary: 'Request a payoff statement (public or signed in)',
      tag: 'servicing',
      access: 'publicOrCustomer',
      // Public without a token; with one, a customer's own session only (the submit guards).
      guards: { preHandler: [optionalSubmitGuard(ctx)] },
      // A servicing request: no cached read shows it.
      writes: 'uncached',
      // The payoff date is checked against the day of the request (a day's slack for time zones).
      body: (now: Date) => payoffRequestSchema(now.toISOString().slice(0, 10), 1),
      response: payoffResponseSchema,
      options: {
        rateLimit: {
          max: PUBLIC_PAYOFF_LIMIT,
          timeWindow: PUBLIC_PAYOFF_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `payoff:${request.ip}`,
          // Signed-in requests are not public: their token is checked by the guard instead.
          allowList: (request: FastifyRequest) => request.headers.authorization !== undefined,
          errorResponseBuilder: () => new HttpError(429, PAYOFF_THROTTLED),
        },
      },
    },
    async (request, _reply, input): Promise<PayoffResponse> => {
      const payoff = input.body();
      const { account } = request;
      const external = account === null;
      const saved = await saveServicingRequest(
        ctx,
        {
          kind: 'payoff',
          account,
          loanNumber: payoff.loan_number,
          email: payoff.email,
          payload: { ...payoff, external },
          files: [],
          summary: answerLines({ ...payoff, external }),
          feeApplies: (trx, at) => secondWithinWindow(trx, payoff.loan_number, at),
        },
        (outcome) => answerMessage(feeShown(outcome)),
      );
      return {
        success: true,
        feeApplies: feeShown(saved),
        message: answerMessage(feeShown(saved)),
      };
    },
  );
}
