// POST deals/draws/new (spec §7): the draw request of §3. The page reads the draws again itself
// (DrawsSection: it confirms the request once the new draw shows), so the write names no read.
import type { WriteCall } from '@lender/shared';
import {
  answerParser,
  drawRequestResponseSchema,
  type DrawRequestInput,
  type DrawRequestResponse,
} from '@lender/contracts';

/** The request as the form built it (the server validates it with the same schema); answers the new draw's id, or fails (409 while a draw is pending…). */
export const drawRequestWrite = (request: DrawRequestInput): WriteCall<DrawRequestResponse> => ({
  path: 'deals/draws/new',
  body: request,
  parse: answerParser(drawRequestResponseSchema),
});
