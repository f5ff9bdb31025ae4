// POST users/create-account-route (spec §7): what the server did for the email, as a code.
import type { WriteCall } from '@lender/shared';
import {
  answerParser,
  createAccountResponseSchema,
  type CreateAccountResponse,
} from '@lender/contracts';

/** The answer `{ code, message, status }` (codes: CREATE_ACCOUNT_CODE). */
export const createAccountRouteWrite = (email: string): WriteCall<CreateAccountResponse> => ({
  path: 'users/create-account-route',
  body: { email, simple: true },
  parse: answerParser(createAccountResponseSchema),
});
