// POST users/updatepassword (spec §7): a new password for the account of a reset link, with the
// link's token as bearer.
import { expectSuccess, postJson } from '@lender/shared';
import type { UpdatePasswordPayload } from '@lender/contracts';

/** Resolves once the password is changed; a refusal throws the server's ApiError. */
export const updatePassword = async (
  payload: UpdatePasswordPayload,
  linkToken: string,
): Promise<void> => {
  expectSuccess(await postJson<unknown>('users/updatepassword', payload, { token: linkToken }));
};
