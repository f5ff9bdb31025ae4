import { useNavigate } from 'react-router-dom';
import {
  Button,
  errorMessage,
  Form,
  paths,
  TextField,
  useFormValues,
  useSession,
  useValidatedSubmit,
  useWrite,
} from '@lender/shared';
import { impersonatePayloadSchema, validateFields } from '@lender/contracts';
import { impersonateWrite } from './impersonate';
import * as styles from './viewAccount.css';

/**
 * Employees open another user's account by email (spec §2, §4): idle, then submitting (repeat
 * submits blocked), then the session replaced by the viewed user's (the employee token is kept)
 * or the server's error in a browser alert (§8).
 */
export function ViewAccountBar() {
  const employeeToken = useSession((state) => state.employeeToken);
  const navigate = useNavigate();
  const { values, field, set } = useFormValues({ email: '' });
  const opening = useWrite(impersonateWrite);
  const { submit, errors } = useValidatedSubmit(
    (email: string) => validateFields(impersonatePayloadSchema, { username: email.trim() }),
    async ({ username }) => {
      if (!employeeToken) return;
      const opened = await opening.send(username, employeeToken);
      if (!opened) return;
      if (!opened.ok) {
        window.alert(errorMessage(opened.error));
        return;
      }
      useSession.getState().login(opened.answer);
      set({ email: '' });
      navigate(paths.dashboard);
    },
  );
  if (!employeeToken) return null;

  return (
    <Form
      role="search"
      label="View Account"
      onSubmit={() => submit(values.email)}
      className={styles.bar}
    >
      <TextField
        label="View Account"
        type="email"
        autoComplete="off"
        placeholder="user@example.com"
        {...field('email')}
        name="view-account"
        error={errors.username}
        className={styles.field}
      />
      <Button type="submit" processing={opening.pending} processingText="Opening…">
        View
      </Button>
    </Form>
  );
}
