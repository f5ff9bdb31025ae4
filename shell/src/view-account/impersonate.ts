// POST users/impersonate (spec §7) with the employee's own token: the viewed user's login answer.
import { ApiError, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { LoginResponse } from '@lender/contracts';

export const impersonate = async (
  username: string,
  employeeToken: string,
): Promise<LoginResponse> => {
  const body = await postJson<unknown>('users/impersonate', { username }, { token: employeeToken });
  if (!isObject(body) || typeof body.token !== 'string' || body.token === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body as unknown as LoginResponse;
};
