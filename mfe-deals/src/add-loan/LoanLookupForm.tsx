import { useRef, useState, type FormEvent } from 'react';
import { SSN_LAST4_LENGTH, type FieldErrors, type LoanLookup } from '@lender/contracts';
import { Button, KindField, TextField, useFocusFirstInvalid } from '@lender/shared';
import * as styles from './addLoan.css';

interface LoanLookupFormProps {
  errors: FieldErrors<LoanLookup>;
  processing: boolean;
  disabled: boolean;
  /** The id of the note saying why the lookup is disabled (while viewing an account). */
  disabledReasonId?: string;
  onLookup: (lookup: LoanLookup) => void;
}

/** Loan number and the last 4 of the SSN (spec §5). */
export function LoanLookupForm({
  errors,
  processing,
  disabled,
  disabledReasonId,
  onLookup,
}: LoanLookupFormProps) {
  const [loanNumber, setLoanNumber] = useState('');
  const [ssn, setSsn] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onLookup({ loan_number: loanNumber, ssn });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <KindField
        kind="loanNumber"
        label="Loan Number"
        name="loan_number"
        required
        autoComplete="off"
        value={loanNumber}
        onValueChange={setLoanNumber}
        error={errors.loan_number}
      />
      <TextField
        label="Last 4 digits of SSN"
        name="ssn"
        required
        autoComplete="off"
        inputMode="numeric"
        maxLength={SSN_LAST4_LENGTH}
        value={ssn}
        onChange={(event) => setSsn(event.target.value)}
        error={errors.ssn}
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
    </form>
  );
}
