import { useSession } from '@lender/shared';
import type { CreatePasswordResponse } from '@lender/contracts';
import { createPasswordWrite } from './api/createPassword';

/**
 * An account's first password, sent with its link's token (users/createpassword): `save` is the
 * form's write, and `keepRep` keeps a rep the answer names (rep_email, rep_name).
 */
export function useCreatePassword(token: string) {
  const setRep = useSession((state) => state.setRep);
  return {
    save: (password: string) => createPasswordWrite(password, token),
    keepRep: ({ rep }: CreatePasswordResponse) => {
      if (rep) setRep(rep);
    },
  };
}
