// The validation rules are needed only once the user types, so they stay off the sign-in page's
// first load: the form starts loading them on first focus, and a submit waits for them.
type SignInRules = typeof import('./signInRules');

let loading: Promise<SignInRules> | null = null;

export const loadSignInRules = (): Promise<SignInRules> => {
  loading ??= import('./signInRules');
  // A failed load (network) is tried again next time.
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
