import { FormPage } from '../form-kit/FormPage';
import { PAYOFF_INTRO } from './PayoffPage';
import { PayoffForm } from './PayoffForm';

/** /applications/payoff-request: the public payoff request (external mode, no sign-in). */
export default function PublicPayoffPage() {
  return (
    <FormPage title="Payoff Request" intro={PAYOFF_INTRO} backToMenu={false}>
      <PayoffForm external />
    </FormPage>
  );
}
