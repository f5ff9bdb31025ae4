// Back from viewing another account to the employee's own session. The employee's identity is read
// from their stored token (the server signs name, email, accountType and sub into it); a renewal
// with that token gives a fresh one, so an expired own session ends at sign-in, not in a half state.
import { ApiError, renewTokenWrite, type WriteCall } from '@lender/shared';
import type { LoginResponse } from '@lender/contracts';

export interface TokenIdentity {
  userId: string;
  email: string;
  name: string;
  accountType: string;
}

/** The identity claims of a session token (not verified: the server does that on every call). */
export function identityOf(token: string): TokenIdentity | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))),
    );
    const { sub, email, name, accountType } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof accountType !== 'string')
      return null;
    return { userId: sub, email, name: typeof name === 'string' ? name : email, accountType };
  } catch {
    return null;
  }
}

/**
 * The renewal of the employee's own session: its answer is their login answer with the new token.
 * A token whose identity cannot be read makes no call (the build throws).
 */
export function ownSessionWrite(employeeToken: string): WriteCall<LoginResponse> {
  const identity = identityOf(employeeToken);
  if (!identity) throw new ApiError(401, 'Your own session could not be read.');
  const renewal = renewTokenWrite(identity.email, employeeToken);
  return {
    ...renewal,
    parse: (answer) => ({ ...identity, token: renewal.parse(answer).token, isLead: false }),
  };
}
