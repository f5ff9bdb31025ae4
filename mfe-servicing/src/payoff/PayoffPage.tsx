import { PAYOFF_FEE, PAYOFF_FEE_WINDOW_DAYS } from '@lender/contracts';
import { FormPage } from '../form-kit/FormPage';
import { PayoffForm } from './PayoffForm';

export const PAYOFF_INTRO = `Payoff statements take 3 business days. More than one payoff request for a loan in ${PAYOFF_FEE_WINDOW_DAYS} days costs a $${PAYOFF_FEE} fee.`;

/** /dashboard/servicing-requests/payoff: the signed-in payoff request. */
export default function PayoffPage() {
  return (
    <FormPage title="Payoff Request" intro={PAYOFF_INTRO}>
      <PayoffForm external={false} />
    </FormPage>
  );
}
