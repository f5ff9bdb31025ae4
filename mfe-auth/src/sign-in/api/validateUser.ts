// POST users/validate (spec §7): the login response in `data`. Its answer is checked by hand, not
// with the contracts' schema: the sign-in page loads no schema library before its form is used.
import { isObject, type WriteCall } from '@lender/shared';
import type { LoginPayload, LoginResponse } from '@lender/contracts';

const loginOf = (body: unknown): LoginResponse => {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data) || typeof data.token !== 'string' || data.token === '')
    throw new TypeError('Empty response');
  return data as unknown as LoginResponse;
};

/** The login response; an empty answer is 'Bad response from server.' (spec §8). */
export const validateUserWrite = (credentials: LoginPayload): WriteCall<LoginResponse> => ({
  path: 'users/validate',
  body: { username: credentials.username, password: credentials.password },
  parse: loginOf,
});
