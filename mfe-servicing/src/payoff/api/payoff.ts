// POST payoff-request (spec §7): signed in, or public with `external: true`. The public form is a
// visitor's whoever is signed in at the browser, so it sends no token: the API answers it as public
// (a broker's or a lead's session would be refused by the signed-in guards). The answer's message
// says when the request carries the $20 fee; spec §7's answer is success alone, which is enough.
import type { WriteCall } from '@lender/shared';
import {
  PAYOFF_MESSAGES,
  answerParser,
  payoffResponseSchema,
  type PayoffRequest,
  type PayoffResponse,
} from '@lender/contracts';
import { fileRequestWrite } from '../../form-kit/api/fileRequest';

/** What the thank-you says: the server's message, else the spec's, with the fee when it applies. */
const payoffThanks = (answer: PayoffResponse): string =>
  answer.message ??
  (answer.feeApplies
    ? `${PAYOFF_MESSAGES.success} ${PAYOFF_MESSAGES.fee}`
    : PAYOFF_MESSAGES.success);

export const payoffWrite = (
  payoff: PayoffRequest,
  { visitor }: { visitor: boolean },
): WriteCall<PayoffResponse> =>
  fileRequestWrite('payoff-request', payoff, answerParser(payoffResponseSchema), {
    anonymous: visitor,
  });

/** The payoff's write answering the thank-you text. */
export const payoffThanksWrite = (
  payoff: PayoffRequest,
  who: { visitor: boolean },
): WriteCall<string> => {
  const call = payoffWrite(payoff, who);
  return { ...call, parse: (answer) => payoffThanks(call.parse(answer)) };
};
