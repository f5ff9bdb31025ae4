// POST users/impersonate (spec §7) with the employee's own token: the viewed user's login answer.
import { isObject, type WriteCall } from '@lender/shared';
import type { LoginResponse } from '@lender/contracts';

const loginOf = (body: unknown): LoginResponse => {
  if (!isObject(body) || typeof body.token !== 'string' || body.token === '')
    throw new TypeError('Empty response');
  return body as unknown as LoginResponse;
};

export const impersonateWrite = (
  username: string,
  employeeToken: string,
): WriteCall<LoginResponse> => ({
  path: 'users/impersonate',
  body: { username },
  parse: loginOf,
  options: { token: employeeToken },
});
