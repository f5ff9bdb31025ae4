import { useState } from 'react';
import { useValidatedSubmit } from '@lender/shared';
import {
  validateFields,
  type changePasswordSchema,
  type newPasswordSchema,
} from '@lender/contracts';
import { passwordFailure, type PasswordFailure } from './passwordFailure';

export interface PasswordPair {
  password: string;
  confirm: string;
}

/**
 * The contract's rules for the pair: account setup's strength rules (newPasswordSchema), or both
 * fields non-empty and equal (changePasswordSchema).
 */
export type PasswordPairSchema = typeof newPasswordSchema | typeof changePasswordSchema;

/**
 * Set or change a password: the pair checked with `schema`, then `save`. Resolves true once saved;
 * a failure is kept for the form to show.
 */
export function usePasswordPair(
  schema: PasswordPairSchema,
  save: (password: string) => Promise<void>,
) {
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const { submit, errors, processing } = useValidatedSubmit(
    (pair: PasswordPair) => validateFields(schema, pair),
    async ({ password }) => {
      try {
        await save(password);
        return true;
      } catch (error) {
        setFailure(passwordFailure(error));
        return false;
      }
    },
    { onAttempt: () => setFailure(null) },
  );

  return { submit, errors, failure, processing };
}
