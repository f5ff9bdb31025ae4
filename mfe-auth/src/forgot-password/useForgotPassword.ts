import { useState } from 'react';
import { ApiError, useValidatedSubmit, useWrite } from '@lender/shared';
import { forgotPasswordSchema, validateFields } from '@lender/contracts';
import { getTokenWrite } from './api/getToken';
import { forgotPasswordOutcome, type ForgotPasswordOutcome } from './forgotPasswordOutcome';

/** Validates the email with the contract's schema and asks users/gettoken for a reset link. */
export function useForgotPassword() {
  const [outcome, setOutcome] = useState<ForgotPasswordOutcome | null>(null);
  const request = useWrite(getTokenWrite);
  const { submit, errors } = useValidatedSubmit(
    (email: string) => validateFields(forgotPasswordSchema, { email }),
    async ({ email }, setErrors) => {
      const sent = await request.send(email);
      if (!sent) return;
      if (sent.ok) setOutcome(forgotPasswordOutcome(sent.answer));
      // A 400 is the server refusing the address: its words go by the field.
      else if (sent.error instanceof ApiError && sent.error.status === 400)
        setErrors({ email: sent.error.message });
      else setOutcome('failed');
    },
    { onAttempt: () => setOutcome(null) },
  );

  return { submit, errors, outcome, processing: request.pending };
}
