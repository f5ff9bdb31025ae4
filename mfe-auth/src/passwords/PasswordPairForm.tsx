import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, TextField, useFocusFirstInvalid } from '@lender/shared';
import { PasswordChecklist, checklistItemIds } from '../account-setup/PasswordChecklist';
import { LinkNoLongerValid } from './LinkNoLongerValid';
import { usePasswordPair } from './usePasswordPair';
import * as styles from '../common/page.css';

export interface PasswordPairFormProps {
  /** The account's email (from the link), shown and offered to password managers. */
  email: string;
  submitLabel: string;
  save: (password: string) => Promise<void>;
  onSaved: () => void;
}

/**
 * A new password and its confirmation, with the live checklist of the password rules that account
 * setup has (the same component): a weak password shows what it lacks while it is typed, not
 * only once the server refuses it. A refused password shows the server's reason and a refused
 * link the way to a new one; any other failure only gives the button back (spec §8).
 */
export function PasswordPairForm({ email, submitLabel, save, onSaved }: PasswordPairFormProps) {
  const { submit, errors, failure, processing } = usePasswordPair(save);
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
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
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
      {failure?.kind === 'linkInvalid' ? <LinkNoLongerValid /> : null}
      <Button type="submit" processing={processing}>
        {submitLabel}
      </Button>
    </form>
  );
}
