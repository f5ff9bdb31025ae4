import { Alert, Button } from '@lender/shared';
import type { SubmitState } from './useServicingSubmit';
import * as styles from './formKit.css';

export const EMPLOYEE_SUBMIT_NOTE =
  'Servicing requests cannot be submitted while you are viewing another user’s account.';

interface SubmitAreaProps {
  state: SubmitState;
  /** Employee mode (spec §6): the submit is disabled and says why. */
  employee: boolean;
  label?: string;
}

/** The end of a servicing form: the failure text, the employee note and the submit button. */
export function SubmitArea({ state, employee, label = 'Submit' }: SubmitAreaProps) {
  return (
    <div className={styles.actions}>
      {state.kind === 'failure' ? <Alert>{state.message}</Alert> : null}
      {employee ? (
        <Alert variant="info" role="status">
          {EMPLOYEE_SUBMIT_NOTE}
        </Alert>
      ) : null}
      <Button type="submit" processing={state.kind === 'submitting'} disabled={employee}>
        {label}
      </Button>
    </div>
  );
}
