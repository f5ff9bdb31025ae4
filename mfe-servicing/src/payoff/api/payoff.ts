// POST payoff-request (spec §7): signed in, or public with `external: true`. The public form is a
// visitor's whoever is signed in at the browser, so it sends no token: the API answers it as public
// (a broker's or a lead's session would be refused by the signed-in guards). The answer's message
// says when the request carries the $20 fee; spec §7's answer is success alone, which is enough.
import { BAD_RESPONSE_MESSAGE, ApiError } from '@lender/shared';
import {
  PAYOFF_MESSAGES,
  answerOf,
  payoffResponseSchema,
  type PayoffRequest,
  type PayoffResponse,
} from '@lender/contracts';
import { fileRequest } from '../../form-kit/api/fileRequest';

/** What the thank-you says: the server's message, else the spec's, with the fee when it applies. */
export const payoffThanks = (answer: PayoffResponse): string =>
  answer.message ??
  (answer.feeApplies
    ? `${PAYOFF_MESSAGES.success} ${PAYOFF_MESSAGES.fee}`
    : PAYOFF_MESSAGES.success);

export const requestPayoff = async (
  payoff: PayoffRequest,
  { visitor }: { visitor: boolean },
): Promise<PayoffResponse> => {
  const body = await fileRequest('payoff-request', payoff, { anonymous: visitor });
  const answer = answerOf(payoffResponseSchema, body);
  if (!answer) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body });
  return answer;
};
