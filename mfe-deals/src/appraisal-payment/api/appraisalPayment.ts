// POST process-chargent-order (spec §7): the appraisal fee by card. The Idempotency-Key makes a
// repeated submit of one attempt charge once.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import {
  IDEMPOTENCY_HEADER,
  type AppraisalPayment,
  type AppraisalPaymentResponse,
} from '@lender/contracts';

/** The gateway's answer: `success`, and its `message` ('' when it gave none). */
export const processAppraisalPayment = async (
  payment: AppraisalPayment,
  idempotencyKey: string,
): Promise<AppraisalPaymentResponse> => {
  const body = await postJson<unknown>('process-chargent-order', payment, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  if (!isObject(body) || typeof body.success !== 'boolean') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response' });
  }
  return { success: body.success, message: typeof body.message === 'string' ? body.message : '' };
};
