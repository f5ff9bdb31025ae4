// POST users/create-account-route (spec §7): what the server did for the email, as a code.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { CreateAccountResponse } from '@lender/contracts';

/** The answer `{ code, message, status }` (codes: CREATE_ACCOUNT_CODE); no code throws. */
export const createAccountRoute = async (email: string): Promise<CreateAccountResponse> => {
  const body = await postJson<unknown>('users/create-account-route', { email, simple: true });
  if (!isObject(body) || typeof body.code !== 'number') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body as unknown as CreateAccountResponse;
};
