import { useId } from 'react';
import { Alert, Button, ViewingNote, whileViewing } from '@lender/shared';
import type { SubmitState } from './useServicingSubmit';
import * as styles from './formKit.css';

export const EMPLOYEE_SUBMIT_NOTE = whileViewing('Servicing requests cannot be submitted');

interface SubmitAreaProps {
  state: SubmitState;
  /** Employee mode (spec §6): the submit is disabled and says why. */
  employee: boolean;
  label?: string;
}

/** The end of a servicing form: the failure text, the employee note and the submit button. */
export function SubmitArea({ state, employee, label = 'Submit' }: SubmitAreaProps) {
  const noteId = useId();
  return (
    <div className={styles.actions}>
      {state.kind === 'failure' ? <Alert>{state.message}</Alert> : null}
      {employee ? <ViewingNote id={noteId}>{EMPLOYEE_SUBMIT_NOTE}</ViewingNote> : null}
      <Button
        type="submit"
        processing={state.kind === 'submitting'}
        disabled={employee}
        aria-describedby={employee ? noteId : undefined}
      >
        {label}
      </Button>
    </div>
  );
}
