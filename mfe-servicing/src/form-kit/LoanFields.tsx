import { KindField, type BoundKindField } from '@lender/shared';
import { LoanPicker } from './LoanPicker';

/** What a picked loan fills: its number, and its address under the form's name for it. */
type LoanAnswers = Record<string, string> & { loan_number: string };

export interface LoanFieldsProps {
  /** The form's edit of its answers. */
  change: (answers: LoanAnswers) => void;
  /** The form's binding of a kind field, here the Loan Number's. */
  kindField: (name: 'loan_number') => BoundKindField<'loan_number'>;
  /** The answer a picked loan's address fills (property_address, affected_property). */
  address: string;
  /** The user's loans are offered to pick from; not on the public payoff, which has no session. */
  picker?: boolean;
}

/** The loan of a request: the user's loans to pick from, then the required Loan Number. */
export function LoanFields({ change, kindField, address, picker = true }: LoanFieldsProps) {
  return (
    <>
      {picker ? (
        <LoanPicker
          onPick={(loan) => change({ loan_number: loan.loanNumber, [address]: loan.address })}
        />
      ) : null}
      <KindField kind="loanNumber" label="Loan Number" {...kindField('loan_number')} required />
    </>
  );
}
