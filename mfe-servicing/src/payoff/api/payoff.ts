// POST payoff-request (spec §7): signed in, or public with `external: true` (no token is sent
// then). The answer's message says when the request carries the $20 fee.
import { BAD_RESPONSE_MESSAGE, ApiError } from '@lender/shared';
import type { PayoffRequest, PayoffResponse } from '@lender/contracts';
import { fileRequest } from '../../form-kit/api/fileRequest';

const isPayoffResponse = (body: unknown): body is PayoffResponse =>
  typeof body === 'object' &&
  body !== null &&
  (body as PayoffResponse).success === true &&
  typeof (body as PayoffResponse).message === 'string' &&
  typeof (body as PayoffResponse).feeApplies === 'boolean';

export const requestPayoff = async (payoff: PayoffRequest): Promise<PayoffResponse> => {
  const body = await fileRequest('payoff-request', payoff);
  if (!isPayoffResponse(body)) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body });
  return body;
};
