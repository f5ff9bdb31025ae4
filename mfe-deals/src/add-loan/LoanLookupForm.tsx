import { SSN_LAST4_LENGTH, type FieldErrors, type LoanLookup } from '@lender/contracts';
import { Button, Form, KindField, TextField, useFormValues } from '@lender/shared';
import * as styles from './addLoan.css';

interface LoanLookupFormProps {
  errors: FieldErrors<LoanLookup>;
  processing: boolean;
  disabled: boolean;
  /** The id of the note saying why the lookup is disabled (while viewing an account). */
  disabledReasonId?: string;
  /** Looks the loan up; resolves once the answer is in. */
  onLookup: (lookup: LoanLookup) => Promise<unknown>;
}

/** Loan number and the last 4 of the SSN (spec §5). */
export function LoanLookupForm({
  errors,
  processing,
  disabled,
  disabledReasonId,
  onLookup,
}: LoanLookupFormProps) {
  const { values, field, kindField } = useFormValues<LoanLookup>(
    { loan_number: '', ssn: '' },
    { errors },
  );

  return (
    <Form
      label="Find My Loan"
      errors={errors}
      onSubmit={() => (disabled ? undefined : onLookup(values))}
      className={styles.form}
    >
      <KindField
        kind="loanNumber"
        label="Loan Number"
        required
        autoComplete="off"
        {...kindField('loan_number')}
      />
      <TextField
        label="Last 4 digits of SSN"
        required
        autoComplete="off"
        inputMode="numeric"
        maxLength={SSN_LAST4_LENGTH}
        {...field('ssn')}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={disabled}
          aria-describedby={disabledReasonId}
          processing={processing}
        >
          Find My Loan
        </Button>
      </div>
    </Form>
  );
}
