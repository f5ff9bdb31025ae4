import { useState } from 'react';
import { ApiError } from '@lender/shared';
import { forgotPasswordSchema, validateFields } from '@lender/contracts';
import { getToken } from './api/getToken';
import { forgotPasswordOutcome, type ForgotPasswordOutcome } from './forgotPasswordOutcome';

/** Validates the email with the contract's schema and asks users/gettoken for a reset link. */
export function useForgotPassword() {
  const [errors, setErrors] = useState<{ email?: string }>({});
  const [outcome, setOutcome] = useState<ForgotPasswordOutcome | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(email: string): Promise<void> {
    setOutcome(null);
    const parsed = validateFields(forgotPasswordSchema, { email });
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setProcessing(true);
    try {
      setOutcome(forgotPasswordOutcome((await getToken(parsed.output.email)).code));
    } catch (error) {
      // A 400 is the server refusing the address: its words go by the field.
      if (error instanceof ApiError && error.status === 400) setErrors({ email: error.message });
      else setOutcome('failed');
    } finally {
      setProcessing(false);
    }
  }

  return { submit, errors, outcome, processing };
}
