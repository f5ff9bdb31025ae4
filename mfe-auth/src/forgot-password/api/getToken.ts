// POST users/gettoken (spec §7): asks for a password reset link for the email; answers a code.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { GetTokenResponse } from '@lender/contracts';

/** The answer `{ code }` (codes: GET_TOKEN_CODE); no code throws. */
export const getToken = async (email: string): Promise<GetTokenResponse> => {
  const body = await postJson<unknown>('users/gettoken', { email, sendEmail: true });
  if (!isObject(body) || typeof body.code !== 'number') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return { code: body.code };
};
