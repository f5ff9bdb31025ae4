// Why sending a new password with a link failed, as far as the page needs to know.
import { ApiError } from '@lender/shared';

export type PasswordFailure =
  /** The server refused the password (400): its message says why, e.g. the strength rule. */
  | { kind: 'refused'; message: string }
  /** The link's token was refused (401, 403): expired, already used or not for this account. */
  | { kind: 'linkInvalid' }
  /** Anything else (the server or the network): the form can simply be sent again. */
  | { kind: 'other' };

export function passwordFailure(error: unknown): PasswordFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 400) return { kind: 'refused', message: error.message };
  if (error.status === 401 || error.status === 403) return { kind: 'linkInvalid' };
  return { kind: 'other' };
}
