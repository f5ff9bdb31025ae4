// POST users/gettoken (spec §7): asks for a password reset link for the email; answers a code.
import type { WriteCall } from '@lender/shared';
import { answerParser, getTokenResponseSchema, type GetTokenResponse } from '@lender/contracts';

/** The answer `{ code, linkSent? }` (codes: GET_TOKEN_CODE). */
export const getTokenWrite = (email: string): WriteCall<GetTokenResponse> => ({
  path: 'users/gettoken',
  body: { email, sendEmail: true },
  parse: answerParser(getTokenResponseSchema),
});
