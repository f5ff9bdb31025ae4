import { useState } from 'react';
import {
  validateFields,
  type changePasswordSchema,
  type newPasswordSchema,
} from '@lender/contracts';
import { passwordFailure, type PasswordFailure } from './passwordFailure';

export interface PasswordPairErrors {
  password?: string;
  confirm?: string;
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
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(password: string, confirm: string): Promise<boolean> {
    setFailure(null);
    const parsed = validateFields(schema, { password, confirm });
    if (!parsed.success) {
      setErrors(parsed.errors);
      return false;
    }
    setErrors({});
    setProcessing(true);
    try {
      await save(parsed.output.password);
      return true;
    } catch (error) {
      setFailure(passwordFailure(error));
      return false;
    } finally {
      setProcessing(false);
    }
  }

  return { submit, errors, failure, processing };
}
