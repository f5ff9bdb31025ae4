// POST deals/draws/new (spec §7): the draw request of §3.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { DrawRequestInput, DrawRequestResponse } from '@lender/contracts';

/** Sends the request as the form built it (the server validates it with the same schema); answers the new draw's id, or throws (409 while a draw is pending…). */
export const requestDraw = async (request: DrawRequestInput): Promise<DrawRequestResponse> => {
  const body = await postJson<unknown>('deals/draws/new', request);
  if (!isObject(body) || body.success !== true || typeof body.id !== 'string')
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  return { success: true, id: body.id };
};
