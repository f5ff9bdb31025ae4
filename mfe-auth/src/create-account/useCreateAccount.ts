import { useCallback, useState } from 'react';
import { createAccountSchema, validateFields } from '@lender/contracts';
import { createAccountRoute } from './api/createAccountRoute';
import { createAccountOutcome, type CreateAccountOutcome } from './createAccountOutcome';

export interface CreateAccountResult {
  outcome: CreateAccountOutcome;
  email: string;
}

/** Validates the email with the contract's schema and asks users/create-account-route. */
export function useCreateAccount() {
  const [errors, setErrors] = useState<{ email?: string }>({});
  const [result, setResult] = useState<CreateAccountResult | null>(null);
  const [processing, setProcessing] = useState(false);

  const submit = useCallback(async (email: string): Promise<void> => {
    setResult(null);
    const parsed = validateFields(createAccountSchema, { email });
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setProcessing(true);
    try {
      const { code } = await createAccountRoute(parsed.output.email);
      setResult({ outcome: createAccountOutcome(code), email: parsed.output.email });
    } catch {
      setResult({ outcome: 'unexpected', email: parsed.output.email });
    } finally {
      setProcessing(false);
    }
  }, []);

  return { submit, errors, result, processing };
}
