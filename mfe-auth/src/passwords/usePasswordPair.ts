import { useValidatedSubmit, useWrite, type WriteCall } from '@lender/shared';
import {
  validateFields,
  type changePasswordSchema,
  type newPasswordSchema,
} from '@lender/contracts';
import { passwordFailure } from './passwordFailure';

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
 * Set or change a password: the pair checked with `schema`, then the write `build` makes of the
 * password. `submit` resolves to the write's outcome (undefined when nothing was sent); a failure
 * is kept for the form to show until the next attempt.
 */
export function usePasswordPair<T>(
  schema: PasswordPairSchema,
  build: (password: string) => WriteCall<T>,
) {
  const saving = useWrite(build);
  const { submit, errors } = useValidatedSubmit(
    (pair: PasswordPair) => validateFields(schema, pair),
    ({ password }) => saving.send(password),
    { onAttempt: saving.reset },
  );
  const failure = saving.status === 'failed' ? passwordFailure(saving.error) : null;

  return { submit, errors, failure, processing: saving.pending };
}
