// POST process-chargent-order (spec §7): the appraisal fee by card. The Idempotency-Key makes a
// repeated submit of one attempt charge once. A paid fee changes the deal: its read is stale.
import { dealDetailRead, isObject, type WriteCall } from '@lender/shared';
import {
  IDEMPOTENCY_HEADER,
  type AppraisalPayment,
  type AppraisalPaymentResponse,
} from '@lender/contracts';

/** The gateway's answer: `success`, and its `message` ('' when it gave none). */
const parsePaymentAnswer = (body: unknown): AppraisalPaymentResponse => {
  if (!isObject(body) || typeof body.success !== 'boolean')
    throw new TypeError('Not a payment answer');
  return { success: body.success, message: typeof body.message === 'string' ? body.message : '' };
};

export const appraisalPaymentWrite = (
  payment: AppraisalPayment,
  idempotencyKey: string,
): WriteCall<AppraisalPaymentResponse> => ({
  path: 'process-chargent-order',
  body: payment,
  parse: parsePaymentAnswer,
  // Read again after any answer, a decline included (one read more, and no stale paid state).
  stale: [dealDetailRead(payment.dealId)],
  options: { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
});
