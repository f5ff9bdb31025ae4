// POST users/gettoken (spec §7): asks for a password reset link for the email; answers a code.
import { ApiError, BAD_RESPONSE_MESSAGE, postJson } from '@lender/shared';
import { answerOf, getTokenResponseSchema, type GetTokenResponse } from '@lender/contracts';

/** The answer `{ code, linkSent? }` (codes: GET_TOKEN_CODE); an answer without a code throws. */
export const getToken = async (email: string): Promise<GetTokenResponse> => {
  const body = await postJson<unknown>('users/gettoken', { email, sendEmail: true });
  const answer = answerOf(getTokenResponseSchema, body);
  if (!answer) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  return answer;
};
