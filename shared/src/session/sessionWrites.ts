// The session's own writes (spec §7): revoking a session and renewing its token. The shell uses
// them too, with the employee's or a viewed account's token.
import type { TokenResponse } from '@lender/contracts';
import type { WriteCall } from '../api/writes';
import { isObject } from '../api/responses';

/** POST users/logout with `token` as bearer: the server revokes that session. */
export const logoutWrite = (token: string): WriteCall<void> => ({
  path: 'users/logout',
  parse: () => undefined,
  options: { token },
});

// Checked by hand: the core loads no schema library on the shell's first load.
const tokenAnswerOf = (body: unknown): TokenResponse => {
  if (!isObject(body) || typeof body.token !== 'string' || body.token === '')
    throw new TypeError('Empty response');
  return { token: body.token };
};

/**
 * POST users/renewtoken for the session of `email`: its new token. With `token`, that session's
 * (the employee's own), else the stored one's.
 */
export const renewTokenWrite = (email: string, token?: string): WriteCall<TokenResponse> => ({
  path: 'users/renewtoken',
  body: { email },
  parse: tokenAnswerOf,
  ...(token ? { options: { token } } : {}),
});
