import { useState } from 'react';
import { useValidatedSubmit } from '@lender/shared';
import { createAccountSchema, validateFields } from '@lender/contracts';
import { createAccountRoute } from './api/createAccountRoute';
import { createAccountOutcome, type CreateAccountOutcome } from './createAccountOutcome';

export interface CreateAccountResult {
  outcome: CreateAccountOutcome;
  email: string;
}

/** Validates the email with the contract's schema and asks users/create-account-route. */
export function useCreateAccount() {
  const [result, setResult] = useState<CreateAccountResult | null>(null);
  const { submit, errors, processing } = useValidatedSubmit(
    (email: string) => validateFields(createAccountSchema, { email }),
    async ({ email }) => {
      try {
        const { code } = await createAccountRoute(email);
        setResult({ outcome: createAccountOutcome(code), email });
      } catch {
        setResult({ outcome: 'unexpected', email });
      }
    },
    { onAttempt: () => setResult(null) },
  );

  return { submit, errors, result, processing };
}
