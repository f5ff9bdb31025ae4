import { useSession } from '@lender/shared';
import { createPassword } from './api/createPassword';

/**
 * An account's first password, sent with its link's token (users/createpassword): `saveWith(token)`
 * is the form's save. A rep in the answer is kept (rep_email, rep_name).
 */
export function useCreatePassword() {
  const setRep = useSession((state) => state.setRep);
  return (token: string) =>
    async (password: string): Promise<void> => {
      const { rep } = await createPassword(password, token);
      if (rep) setRep(rep);
    };
}
