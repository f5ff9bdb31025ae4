import { useState } from 'react';
import { ApiError, useValidatedSubmit } from '@lender/shared';
import { forgotPasswordSchema, validateFields } from '@lender/contracts';
import { getToken } from './api/getToken';
import { forgotPasswordOutcome, type ForgotPasswordOutcome } from './forgotPasswordOutcome';

/** Validates the email with the contract's schema and asks users/gettoken for a reset link. */
export function useForgotPassword() {
  const [outcome, setOutcome] = useState<ForgotPasswordOutcome | null>(null);
  const { submit, errors, processing } = useValidatedSubmit(
    (email: string) => validateFields(forgotPasswordSchema, { email }),
    async ({ email }, setErrors) => {
      try {
        setOutcome(forgotPasswordOutcome(await getToken(email)));
      } catch (error) {
        // A 400 is the server refusing the address: its words go by the field.
        if (error instanceof ApiError && error.status === 400) setErrors({ email: error.message });
        else setOutcome('failed');
      }
    },
    { onAttempt: () => setOutcome(null) },
  );

  return { submit, errors, outcome, processing };
}
