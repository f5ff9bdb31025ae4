import { useState } from 'react';
import { dealsOfAnswer } from '@lender/contracts';
import { accountKind, SelectField, useRead, useSession } from '@lender/shared';
import { myFundedLoansRead } from './api/myLoans';
import { loanChoices, type LoanChoice } from './loanChoices';

const parseLoanChoices = (answer: unknown): LoanChoice[] => loanChoices(dealsOfAnswer(answer));

const LOAN_PICKER_LABEL = 'Your loans';
const LOAN_PICKER_HINT = 'Pick a loan to fill in its loan number and property address.';

/**
 * A signed-in user's funded loans to pick from: choosing one fills the form's loan number (and
 * address) through `onPick`. Nothing shows for a visitor, while loading, on a failure (the fields
 * can still be typed) or when the user has no loan with a number.
 */
export function LoanPicker({ onPick }: { onPick: (loan: LoanChoice) => void }) {
  const kind = useSession(accountKind);
  const { state } = useRead(kind ? myFundedLoansRead(kind) : null, parseLoanChoices);
  const [picked, setPicked] = useState('');
  if (state.status !== 'loaded' || state.data.length === 0) return null;
  const loans = state.data;
  return (
    <SelectField
      label={LOAN_PICKER_LABEL}
      name="loan_picker"
      placeholder="Choose one of your loans"
      hint={LOAN_PICKER_HINT}
      options={loans.map((loan) => ({ value: loan.loanNumber, label: loan.label }))}
      value={picked}
      onChange={(event) => {
        setPicked(event.target.value);
        const loan = loans.find((choice) => choice.loanNumber === event.target.value);
        if (loan) onPick(loan);
      }}
    />
  );
}
