import { FormPage } from '../form-kit/FormPage';
import { ExtensionForm } from './ExtensionForm';

/** /dashboard/servicing-requests/extension: more time on a loan. */
export default function ExtensionPage() {
  return (
    <FormPage
      title="Extension Request"
      intro="Request an extension at least 30 days before maturity. Tell us how you will exit the loan and attach your insurance and property tax documents."
    >
      <ExtensionForm />
    </FormPage>
  );
}
