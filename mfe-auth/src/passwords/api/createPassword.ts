// POST users/createpassword (spec §7): the first password of an account, with the setup link's
// token as bearer.
import { expectSuccess, type WriteCall } from '@lender/shared';
import {
  answerParser,
  createPasswordResponseSchema,
  type CreatePasswordResponse,
} from '@lender/contracts';

const parseCreated = answerParser(createPasswordResponseSchema);

/** `{ success: true, rep }`: the new account's sales rep, when it has one. */
export const createPasswordWrite = (
  password: string,
  linkToken: string,
): WriteCall<CreatePasswordResponse> => ({
  path: 'users/createpassword',
  body: { password },
  parse: (answer) => parseCreated(expectSuccess(answer)),
  options: { token: linkToken },
});
