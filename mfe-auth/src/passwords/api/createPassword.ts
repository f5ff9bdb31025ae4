// POST users/createpassword (spec §7): the first password of an account, with the setup link's
// token as bearer.
import { ApiError, BAD_RESPONSE_MESSAGE, expectSuccess, postJson } from '@lender/shared';
import {
  createPasswordResponseSchema,
  validateFields,
  type CreatePasswordResponse,
} from '@lender/contracts';

/** `{ success: true, rep }`: the new account's sales rep, when it has one. */
export const createPassword = async (
  password: string,
  linkToken: string,
): Promise<CreatePasswordResponse> => {
  const body = expectSuccess(
    await postJson<unknown>('users/createpassword', { password }, { token: linkToken }),
  );
  const parsed = validateFields(createPasswordResponseSchema, body);
  if (!parsed.success) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Bad answer', body });
  return parsed.output;
};
