import { useState } from 'react';
import { changePasswordSchema, validateFields } from '@lender/contracts';
import { passwordFailure, type PasswordFailure } from './passwordFailure';

export interface PasswordPairErrors {
  password?: string;
  confirm?: string;
}

/**
 * Set or change a password: both fields non-empty and equal (the contract's schema), then `save`.
 * Resolves true once saved; a failure is kept for the form to show.
 */
export function usePasswordPair(save: (password: string) => Promise<void>) {
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(password: string, confirm: string): Promise<boolean> {
    setFailure(null);
    const parsed = validateFields(changePasswordSchema, { password, confirm });
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
