// A page that sends the visitor to sign in may leave a word for the sign-in page in the history
// state (`navigate(paths.signIn, { state: signInState('passwordChanged') })`).

export const SIGN_IN_NOTICES = {
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
} as const;

export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export const signInState = (notice: SignInNotice) => ({ notice });

/** The notice of the history state, if it holds a known one. */
export const signInNoticeText = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'string' && Object.hasOwn(SIGN_IN_NOTICES, notice)
    ? SIGN_IN_NOTICES[notice as SignInNotice]
    : null;
};
