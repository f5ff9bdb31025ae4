// POST process-chargent-order: pays a deal's appraisal fee by card (spec §3 card form, §8 answers).
// A decline is an answer (200, success: false, the gateway's message); bad input is a 400.
import {
  appraisalPaymentResponseSchema,
  appraisalPaymentSchema,
  IDEMPOTENCY_HEADER,
  type AppraisalPaymentResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf } from '../auth/require-auth';
import { requireDealAccess } from '../deals/access';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { badRequest, HttpError } from '../http/errors';
import { cardRequestHash, payAppraisalFee } from './charge';

export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are not available right now.';
const IDEMPOTENCY_KEY_MESSAGE = `An ${IDEMPOTENCY_HEADER} header (8 to 255 letters, digits, '-', '_', ':' or '.') is required.`;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,255}$/;

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value))
    throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  return value;
}

export async function appraisalPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Any user who may see the deal may pay its fee, but not an employee viewing the account
  // (spec §6: employee mode disables it; it moves money).
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/process-chargent-order',
      operationId: 'payAppraisalFee',
      summary: 'Pay an appraisal fee by card',
      tag: 'payments',
      access: 'notLead',
      writes: 'deal',
      // The card's expiry is checked against the day of the request.
      body: appraisalPaymentSchema,
      response: appraisalPaymentResponseSchema,
    },
    async (request, _reply, input): Promise<AppraisalPaymentResponse> => {
      const gateway = ctx.cardGateway;
      if (!gateway) throw new HttpError(503, CARD_PAYMENTS_UNAVAILABLE);
      const card = input.body();
      const idempotencyKey = idempotencyKeyOf(request);
      await requireDealAccess(ctx, request, card.dealId);
      const outcome = await payAppraisalFee(
        ctx.db,
        gateway,
        {
          accountId: accountOf(request).id,
          dealId: card.dealId,
          card,
          idempotencyKey,
          requestHash: cardRequestHash(card, ctx.config.jwtSecret),
          audit: (trx, charge) =>
            writeAudit(trx, {
              ...requestAuditFields(request),
              action: 'card.charge',
              entity: 'deal',
              entityId: card.dealId,
              details: { ...charge, gateway: gateway.name },
            }),
        },
        // The error is the gateway's: log its kind only, never what it may quote of the request.
        (error) =>
          request.log.error(
            { gateway: gateway.name, error: error instanceof Error ? error.name : typeof error },
            'card gateway failed',
          ),
      );
      return outcome.answer;
    },
  );
}
