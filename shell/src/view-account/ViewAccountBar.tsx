import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, errorMessage, paths, TextField, useSession } from '@lender/shared';
import { impersonatePayloadSchema, validateFields } from '@lender/contracts';
import { impersonate } from './impersonate';
import * as styles from './viewAccount.css';

/**
 * Employees open another user's account by email (spec §2, §4): idle, then submitting (repeat
 * submits blocked), then the session replaced by the viewed user's (the employee token is kept)
 * or the server's error in a browser alert (§8).
 */
export function ViewAccountBar() {
  const employeeToken = useSession((state) => state.employeeToken);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  if (!employeeToken) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = validateFields(impersonatePayloadSchema, { username: email.trim() });
    if (!parsed.success) {
      setError(parsed.errors.username);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      useSession.getState().login(await impersonate(parsed.output.username, employeeToken));
      setEmail('');
      navigate(paths.dashboard);
    } catch (failure) {
      window.alert(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      role="search"
      aria-label="View Account"
      noValidate
      // submit alerts on a failure itself: nothing to await here.
      onSubmit={(event) => void submit(event)}
      className={styles.bar}
    >
      <TextField
        label="View Account"
        type="email"
        name="view-account"
        autoComplete="off"
        placeholder="user@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        className={styles.field}
      />
      <Button type="submit" processing={submitting} processingText="Opening…">
        View
      </Button>
    </form>
  );
}
