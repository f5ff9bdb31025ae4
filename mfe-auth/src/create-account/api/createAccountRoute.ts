// POST users/create-account-route (spec §7): what the server did for the email, as a code.
import { ApiError, BAD_RESPONSE_MESSAGE, postJson } from '@lender/shared';
import {
  answerOf,
  createAccountResponseSchema,
  type CreateAccountResponse,
} from '@lender/contracts';

/** The answer `{ code, message, status }` (codes: CREATE_ACCOUNT_CODE); another shape throws. */
export const createAccountRoute = async (email: string): Promise<CreateAccountResponse> => {
  const body = await postJson<unknown>('users/create-account-route', { email, simple: true });
  const answer = answerOf(createAccountResponseSchema, body);
  if (!answer) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  return answer;
};
