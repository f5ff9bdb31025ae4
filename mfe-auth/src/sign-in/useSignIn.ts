import { useState } from 'react';
import { ApiError, BAD_RESPONSE_MESSAGE, useSession, write } from '@lender/shared';
import { validateUserWrite } from './api/validateUser';
import { loadSignInRules } from './loadSignInRules';
import { SIGN_IN_MESSAGES } from './signInMessages';

export interface SignInErrors {
  email?: string;
  password?: string;
  form?: string;
}

/**
 * Spec §8: an empty answer is 'Bad response from server.'; a refusal is the invalid credentials
 * text, except too many attempts, where the server says when to try again. No answer at all is
 * not a refusal: the user is told the portal could not be reached, not that the password is wrong.
 */
const failureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return SIGN_IN_MESSAGES.invalidCredentials;
  if (error.message === BAD_RESPONSE_MESSAGE) return BAD_RESPONSE_MESSAGE;
  if (error.status === 429 || error.status === 0) return error.message;
  return SIGN_IN_MESSAGES.invalidCredentials;
};

/**
 * Validates the form with the contract's schema, calls users/validate and stores the session.
 * `prepare` starts loading the validation rules (call it when the user starts on the form).
 */
export function useSignIn() {
  const login = useSession((state) => state.login);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [processing, setProcessing] = useState(false);

  async function submit(email: string, password: string): Promise<boolean> {
    setProcessing(true);
    // Should the rules fail to load, the server checks the same schema and refuses bad input.
    const rules = await loadSignInRules().catch(() => null);
    const parsed = rules?.validateFields(rules.signInSchema, { email: email.trim(), password });
    if (parsed && !parsed.success) {
      setErrors(parsed.errors);
      setProcessing(false);
      return false;
    }
    setErrors({});
    try {
      login(
        await write(
          validateUserWrite({ username: parsed?.output.email ?? email.trim(), password }),
        ),
      );
      return true;
    } catch (error) {
      setErrors({ form: failureMessage(error) });
      return false;
    } finally {
      setProcessing(false);
    }
  }

  return { submit, errors, processing, prepare: loadSignInRules };
}
