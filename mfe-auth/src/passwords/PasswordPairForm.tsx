import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, TextField, useFocusFirstInvalid } from '@lender/shared';
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

export interface PasswordPairFormProps {
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
  save: (password: string) => Promise<void>;
  onSaved: () => void;
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
export function PasswordPairForm({
  email,
  schema = changePasswordSchema,
  passwordLabel = 'Password',
  focusOnMount = false,
  submitLabel,
  save,
  onSaved,
  failureNotes = linkFailureNotes,
}: PasswordPairFormProps) {
  const { submit, errors, failure, processing } = usePasswordPair(schema, save);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const checklistId = useId();
  useFocusFirstInvalid(formRef, errors);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(password, confirm)) onSaved();
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={styles.form}
    >
      <TextField label="Email" name="email" autoComplete="username" value={email} readOnly />
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={focusOnMount}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={checklistItemIds(checklistId)}
        error={errors.password}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextField
        label="Confirm Password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      {failure?.kind === 'refused' ? <Alert>{failure.message}</Alert> : null}
      {failure && failure.kind !== 'refused' ? failureNotes[failure.kind] : null}
      <Button type="submit" processing={processing}>
        {submitLabel}
      </Button>
    </form>
  );
}
