// POST users/updatepassword (spec §7): a new password for the account of a reset link, with the
// link's token as bearer.
import { expectSuccess, type WriteCall } from '@lender/shared';
import type { UpdatePasswordPayload } from '@lender/contracts';

/** Succeeds once the password is changed; a refusal is the server's ApiError. */
export const updatePasswordWrite = (
  payload: UpdatePasswordPayload,
  linkToken: string,
): WriteCall<unknown> => ({
  path: 'users/updatepassword',
  body: payload,
  parse: expectSuccess,
  options: { token: linkToken },
});
