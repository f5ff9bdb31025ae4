import type { ReactNode } from 'react';
import { Form } from '@lender/shared';
import type { FormErrors } from './claimCheck';
import { LoanFields, type LoanFieldsProps } from './LoanFields';
import { SubmitArea } from './SubmitArea';
import { SubmittedPanel } from './SubmittedPanel';
import type { SubmitState } from './useServicingSubmit';
import * as styles from './formKit.css';

/** What the frame takes of a claim form's state (useClaimForm answers all of it). */
interface FramedClaim extends Pick<LoanFieldsProps, 'change' | 'kindField'> {
  employee: boolean;
  state: SubmitState;
  errors: FormErrors;
  submit: () => Promise<void>;
}

interface ClaimFormFrameProps {
  /** The form's accessible name. */
  label: string;
  claim: FramedClaim;
  /** The answer a picked loan's address fills. */
  address: string;
  /** The grid's fields before the loan's. */
  lead?: ReactNode;
  /** The grid's fields after the loan number. */
  children: ReactNode;
  /** Below the grid, before the submit: the form's files and their notes. */
  files: ReactNode;
}

/**
 * A signed-in claim form (capex, loss draft): the thank-you panel once the server has the claim;
 * until then the grid of answers (after any `lead`, the user's loans to pick from and the loan
 * number), the form's files, and the submit area.
 */
export function ClaimFormFrame({
  label,
  claim,
  address,
  lead,
  children,
  files,
}: ClaimFormFrameProps) {
  const { employee, state, errors, submit, change, kindField } = claim;
  if (state.kind === 'success') return <SubmittedPanel message={state.message} signedIn />;
  return (
    <Form label={label} errors={errors} onSubmit={submit} className={styles.form}>
      <div className={styles.grid}>
        {lead}
        <LoanFields change={change} kindField={kindField} address={address} />
        {children}
      </div>
      {files}
      <SubmitArea state={state} employee={employee} />
    </Form>
  );
}
