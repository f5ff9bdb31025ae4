// What the create-account page says for each answer code of users/create-account-route (spec §4).
import { CREATE_ACCOUNT_CODE } from '@lender/contracts';

export type CreateAccountOutcome =
  /** A setup link is on its way (or went out minutes ago). */
  | 'checkEmail'
  | 'accountExists'
  | 'notFound'
  /** A server error or a code the page does not know. */
  | 'unexpected';

const OUTCOMES: Readonly<Record<number, CreateAccountOutcome>> = {
  [CREATE_ACCOUNT_CODE.linkSent]: 'checkEmail',
  [CREATE_ACCOUNT_CODE.linkSentRecently]: 'checkEmail',
  [CREATE_ACCOUNT_CODE.brokerLinkSent]: 'checkEmail',
  [CREATE_ACCOUNT_CODE.leadLinkSent]: 'checkEmail',
  [CREATE_ACCOUNT_CODE.accountExists]: 'accountExists',
  [CREATE_ACCOUNT_CODE.notFound]: 'notFound',
};

export const createAccountOutcome = (code: number): CreateAccountOutcome =>
  OUTCOMES[code] ?? 'unexpected';

export const CREATE_ACCOUNT_MESSAGES = {
  unexpected: 'Something unexpected happened, please contact support for assistance.',
} as const;

/** The email /create-account/{email} hands over in the history state, if any. */
export const handedOverEmail = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
};
