import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Form,
  TextField,
  useFormValues,
  type FormProps,
  type WriteCall,
} from '@lender/shared';
import { changePasswordSchema } from '@lender/contracts';
import { PasswordChecklist, checklistItemIds } from '../account-setup/PasswordChecklist';
import type { PasswordFailure } from './passwordFailure';
import { LinkNoLongerValid } from './LinkNoLongerValid';
import { usePasswordPair, type PasswordPairSchema } from './usePasswordPair';
import * as styles from '../common/page.css';

/** What a failure other than a refused password shows, by its kind (nothing when not given). */
export type PasswordFailureNotes = Partial<
  Record<Exclude<PasswordFailure['kind'], 'refused'>, ReactNode>
>;

export interface PasswordPairFormProps<T> {
  /** The form's accessible name (the page's heading). */
  label: FormProps['label'];
  /** The account's email (from the link), shown and offered to password managers. */
  email: string;
  /** The contract's rules for the pair: both filled in and equal unless given (account setup's
   * are the strength rules, newPasswordSchema). */
  schema?: PasswordPairSchema;
  /** The first field's label ('Password' when not given). */
  passwordLabel?: string;
  /** The first field takes the keyboard when the form appears. */
  focusOnMount?: boolean;
  submitLabel: string;
  /** The write that saves the password. */
  save: (password: string) => WriteCall<T>;
  /** After a save, with its answer. */
  onSaved: (answer: T) => void;
  /** After a failed save, with its error. */
  onFailed?: (error: unknown) => void;
  /** By default a refused link shows the way to a new one, and any other failure nothing. */
  failureNotes?: PasswordFailureNotes;
}

const linkFailureNotes: PasswordFailureNotes = { linkInvalid: <LinkNoLongerValid /> };

/**
 * A new password and its confirmation, with the live checklist of the password rules (account
 * setup, setting and changing a password alike): a weak password shows what it lacks while it is
 * typed, not only once the server refuses it. A refused password shows the server's reason and a
 * refused link the way to a new one; any other failure only gives the button back (spec §8).
 */
export function PasswordPairForm<T>({
  label,
  email,
  schema = changePasswordSchema,
  passwordLabel = 'Password',
  focusOnMount = false,
  submitLabel,
  save,
  onSaved,
  onFailed,
  failureNotes = linkFailureNotes,
}: PasswordPairFormProps<T>) {
  const { submit, errors, failure, processing } = usePasswordPair(schema, save);
  const { values, field } = useFormValues({ password: '', confirm: '' }, { errors });
  const checklistId = useId();

  const onSubmit = async () => {
    const outcome = await submit(values);
    if (outcome?.ok) onSaved(outcome.answer);
    else if (outcome) onFailed?.(outcome.error);
  };

  return (
    <Form label={label} errors={errors} onSubmit={onSubmit} className={styles.form}>
      <TextField label="Email" name="email" autoComplete="username" value={email} readOnly />
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        autoFocus={focusOnMount}
        aria-describedby={checklistItemIds(checklistId)}
        {...field('password')}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
      {failure?.kind === 'refused' ? <Alert>{failure.message}</Alert> : null}
      {failure && failure.kind !== 'refused' ? failureNotes[failure.kind] : null}
      <Button type="submit" processing={processing}>
        {submitLabel}
      </Button>
    </Form>
  );
}
