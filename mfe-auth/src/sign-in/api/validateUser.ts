// POST users/validate (spec §7): the login response in `data`.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { LoginPayload, LoginResponse } from '@lender/contracts';

/** The login response; an empty answer throws 'Bad response from server.' (spec §8). */
export const validateUser = async (credentials: LoginPayload): Promise<LoginResponse> => {
  const body = await postJson<{ data?: LoginResponse | null } | null>('users/validate', {
    username: credentials.username,
    password: credentials.password,
  });
  const data = body?.data;
  if (!isObject(data) || typeof data.token !== 'string' || data.token === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return data;
};
