import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Modal,
  TextField,
  addLoan,
  isEmployeeSession,
  lookupLoan,
  useSession,
  type LoanLookupResult,
} from '@lender/shared';
import { maskSsnLast4, validateLoanLookup, type LoanLookupErrors } from './loanLookupForm';
import * as styles from './addMyLoan.css';

type Step = { name: 'search' } | { name: 'choose'; loans: LoanLookupResult[] } | { name: 'done' };

/**
 * Add My Loan: find a loan by number and SSN last 4, then add it to the account. Shown only when
 * the loan-lookup flag is off (it is on by default, spec §6); employee sessions cannot submit.
 */
export function AddMyLoan() {
  const employee = useSession(isEmployeeSession);
  const loadLoans = useSession((state) => state.loadLoans);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ loanNumber: '', ssn: '' });
  const [errors, setErrors] = useState<LoanLookupErrors>({});
  const [step, setStep] = useState<Step>({ name: 'search' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) {
      setValues({ loanNumber: '', ssn: '' });
      setErrors({});
      setStep({ name: 'search' });
      setChosen([]);
      setFailure(null);
    }
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoanLookup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const loans = await lookupLoan({ loan_number: values.loanNumber.trim(), ssn: values.ssn });
      if (loans.length === 0) setFailure('No loan matches that loan number and SSN.');
      else setStep({ name: 'choose', loans });
    } catch {
      setFailure('We could not look up that loan. Please try again later.');
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await addLoan(chosen);
      setStep({ name: 'done' });
      void loadLoans();
    } catch {
      setFailure('We could not add the loan. Please try again later.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => reset(true)}>
        Add My Loan
      </Button>
      <Modal open={open} onOpenChange={reset} title="Add My Loan">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {step.name === 'search' ? (
          <form noValidate onSubmit={(event) => void search(event)} className={styles.form}>
            <TextField
              label="Loan Number"
              value={values.loanNumber}
              error={errors.loanNumber}
              onChange={(event) => setValues({ ...values, loanNumber: event.target.value })}
            />
            <TextField
              label="Last 4 of SSN"
              inputMode="numeric"
              autoComplete="off"
              value={values.ssn}
              error={errors.ssn}
              onChange={(event) => setValues({ ...values, ssn: maskSsnLast4(event.target.value) })}
            />
            <Button type="submit" processing={busy} disabled={employee}>
              Find Loan
            </Button>
          </form>
        ) : null}
        {step.name === 'choose' ? (
          <form onSubmit={(event) => void add(event)} className={styles.form}>
            <fieldset className={styles.choices}>
              <legend>Select the loans to add</legend>
              {step.loans.map((loan) => (
                <label key={loan.Id} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(loan.Id)}
                    onChange={(event) =>
                      setChosen(
                        event.target.checked
                          ? [...chosen, loan.Id]
                          : chosen.filter((id) => id !== loan.Id),
                      )
                    }
                  />
                  {`${loan.Loan_Number__c} — ${loan.Property_Address__c ?? loan.Street__c ?? '-'}`}
                </label>
              ))}
            </fieldset>
            <Button type="submit" processing={busy} disabled={employee || chosen.length === 0}>
              Add Selected Loans
            </Button>
          </form>
        ) : null}
        {step.name === 'done' ? (
          <Alert variant="success" role="status">
            Your loan was added to your account.
          </Alert>
        ) : null}
      </Modal>
    </>
  );
}
