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
} from '@lender/shared';
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
  const { values, field, set } = useFormValues({ email: '' });
  const { submit, errors, processing } = useValidatedSubmit(
    (email: string) => validateFields(impersonatePayloadSchema, { username: email.trim() }),
    async ({ username }) => {
      if (!employeeToken) return;
      try {
        useSession.getState().login(await impersonate(username, employeeToken));
        set({ email: '' });
        navigate(paths.dashboard);
      } catch (failure) {
        window.alert(errorMessage(failure));
      }
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
      <Button type="submit" processing={processing} processingText="Opening…">
        View
      </Button>
    </Form>
  );
}
