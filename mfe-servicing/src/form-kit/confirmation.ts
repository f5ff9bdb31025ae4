// The "success or failure" answer of extension-request, capex-request and loss-draft (spec §7).
import { ApiError, BAD_RESPONSE_MESSAGE } from '@lender/shared';
import { answerOf, servicingSubmitResponseSchema } from '@lender/contracts';

/** The server's confirmation message; anything but a success is a failure. */
export function confirmationOf(body: unknown): string {
  const answer = answerOf(servicingSubmitResponseSchema, body);
  if (!answer) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body });
  return answer.message;
}
