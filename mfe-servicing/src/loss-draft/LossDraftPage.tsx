import { FormPage } from '../form-kit/FormPage';
import { LossDraftForm } from './LossDraftForm';

/** /dashboard/servicing-requests/loss-draft: insurance proceeds after a loss. */
export default function LossDraftPage() {
  return (
    <FormPage
      title="Loss Draft"
      intro="Tell us about the loss and attach the adjuster's report, the repair estimate, the contractor's lien waiver and your declaration of intent to repair."
    >
      <LossDraftForm />
    </FormPage>
  );
}
