import { useState } from 'react';
import { useValidatedSubmit, useWrite } from '@lender/shared';
import { createAccountSchema, validateFields } from '@lender/contracts';
import { createAccountRouteWrite } from './api/createAccountRoute';
import { createAccountOutcome, type CreateAccountOutcome } from './createAccountOutcome';

export interface CreateAccountResult {
  outcome: CreateAccountOutcome;
  email: string;
}

/** Validates the email with the contract's schema and asks users/create-account-route. */
export function useCreateAccount() {
  const [result, setResult] = useState<CreateAccountResult | null>(null);
  const request = useWrite(createAccountRouteWrite);
  const { submit, errors } = useValidatedSubmit(
    (email: string) => validateFields(createAccountSchema, { email }),
    async ({ email }) => {
      const sent = await request.send(email);
      if (sent)
        setResult({
          outcome: sent.ok ? createAccountOutcome(sent.answer.code) : 'unexpected',
          email,
        });
    },
    { onAttempt: () => setResult(null) },
  );

  return { submit, errors, result, processing: request.pending };
}
