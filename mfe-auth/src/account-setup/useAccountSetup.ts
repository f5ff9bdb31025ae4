import { useState } from 'react';
import { useSession } from '@lender/shared';
import { newPasswordSchema, validateFields } from '@lender/contracts';
import { createPassword } from '../passwords/api/createPassword';
import { passwordFailure, type PasswordFailure } from '../passwords/passwordFailure';

export interface AccountSetupErrors {
  password?: string;
  confirm?: string;
}

/**
 * The account's first password: the contract's strength and confirmation rules, then
 * users/createpassword with the link's token; a rep in the answer is kept (rep_email, rep_name).
 */
export function useAccountSetup(linkToken: string) {
  const setRep = useSession((state) => state.setRep);
  const [errors, setErrors] = useState<AccountSetupErrors>({});
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(password: string, confirm: string): Promise<boolean> {
    setFailure(null);
    const parsed = validateFields(newPasswordSchema, { password, confirm });
    if (!parsed.success) {
      setErrors(parsed.errors);
      return false;
    }
    setErrors({});
    setProcessing(true);
    try {
      const { rep } = await createPassword(parsed.output.password, linkToken);
      if (rep) setRep(rep);
      return true;
    } catch (error) {
      // The spec only logs this failure; the page also shows the way on (see SetupFailed).
      console.warn('[portal] account setup failed', error);
      setFailure(passwordFailure(error));
      return false;
    } finally {
      setProcessing(false);
    }
  }

  return { submit, errors, failure, processing };
}
