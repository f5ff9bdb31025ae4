// The "success or failure" answer of extension-request, capex-request and loss-draft (spec §7).
import { ApiError, BAD_RESPONSE_MESSAGE } from '@lender/shared';
import type { ServicingSubmitResponse } from '@lender/contracts';

const isConfirmation = (body: unknown): body is ServicingSubmitResponse =>
  typeof body === 'object' &&
  body !== null &&
  (body as ServicingSubmitResponse).success === true &&
  typeof (body as ServicingSubmitResponse).message === 'string';

/** The server's confirmation message; anything but a success is a failure. */
export function confirmationOf(body: unknown): string {
  if (!isConfirmation(body)) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body });
  return body.message;
}
