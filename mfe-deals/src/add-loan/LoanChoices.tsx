import type { LoanLookupResult } from '@lender/contracts';
import { Button, Form } from '@lender/shared';
import { loanChoiceDetail, loanChoiceLabel } from './loanChoice';
import * as styles from './addLoan.css';

interface LoanChoicesProps {
  loans: readonly LoanLookupResult[];
  chosen: ReadonlySet<string>;
  processing: boolean;
  disabled: boolean;
  /** The id of the note saying why Add is disabled (while viewing an account). */
  disabledReasonId?: string;
  onToggle: (loanId: string) => void;
  /** Adds the chosen loans; resolves once the answer is in. */
  onAdd: () => Promise<unknown>;
  onBack: () => void;
}

/** The matching loans, each with a checkbox, and Add selected. */
export function LoanChoices(props: LoanChoicesProps) {
  const { loans, chosen, processing, disabled, disabledReasonId, onToggle, onAdd, onBack } = props;
  return (
    <Form
      label="Choose the loans to add"
      onSubmit={() => (disabled ? undefined : onAdd())}
      className={styles.form}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Choose the loans to add</legend>
        <ul className={styles.choices}>
          {loans.map((loan) => {
            const id = `add-loan-${loan.Id}`;
            return (
              <li key={loan.Id} className={styles.choice}>
                <input
                  id={id}
                  type="checkbox"
                  className={styles.checkbox}
                  checked={chosen.has(loan.Id)}
                  onChange={() => onToggle(loan.Id)}
                  aria-describedby={`${id}-detail`}
                />
                <span className={styles.choiceText}>
                  <label htmlFor={id}>{loanChoiceLabel(loan)}</label>
                  <span id={`${id}-detail`} className={styles.choiceDetail}>
                    {loanChoiceDetail(loan)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={disabled}
          aria-describedby={disabledReasonId}
          processing={processing}
        >
          Add selected
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={processing}>
          Search again
        </Button>
      </div>
    </Form>
  );
}
