// What the forgot-password page says for each answer code of users/gettoken (spec §4).
import { GET_TOKEN_CODE, type GetTokenResponse } from '@lender/contracts';

export type ForgotPasswordOutcome =
  | 'sent'
  | 'notFound'
  /** A reset link went out minutes ago: check the email, then sign in. */
  | 'recentlySent'
  /** The account has no password yet: a setup link is on its way instead. */
  | 'needsSetup'
  /** The account has no password yet, and its setup link went out minutes ago. */
  | 'setupRecentlySent'
  /** The request failed, or the code is unknown. */
  | 'failed';

const OUTCOMES: Readonly<Record<number, ForgotPasswordOutcome>> = {
  [GET_TOKEN_CODE.sent]: 'sent',
  [GET_TOKEN_CODE.notFound]: 'notFound',
  [GET_TOKEN_CODE.goToLogin]: 'recentlySent',
  [GET_TOKEN_CODE.needsSetup]: 'needsSetup',
};

export const forgotPasswordOutcome = ({
  code,
  linkSent,
}: GetTokenResponse): ForgotPasswordOutcome =>
  code === GET_TOKEN_CODE.needsSetup && linkSent === false
    ? 'setupRecentlySent'
    : (OUTCOMES[code] ?? 'failed');

const RESET_LINK_VALID_HOURS = 24;

/** The texts that need the support phone (runtime config). */
export const forgotPasswordMessages = (supportPhone: string) => ({
  sent: `We have sent you an email with a link to reset your password. Please check your inbox, and your spam folder. If it has not arrived within a few minutes, call support at ${supportPhone}. The link is valid for ${RESET_LINK_VALID_HOURS} hours.`,
  needsSetup:
    'Your account has not been set up yet, so we have sent you a link to set it up instead. Please check your email.',
  setupRecentlySent:
    'Your account has not been set up yet. We sent you a link to set it up a few minutes ago: please check your email, and your spam folder.',
  failed: `There was a problem sending the password reset email. Please contact support at ${supportPhone}.`,
});
