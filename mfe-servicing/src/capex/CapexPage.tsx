import { FormPage } from '../form-kit/FormPage';
import { CapexForm } from './CapexForm';

/** /dashboard/servicing-requests/capex: capital expenditures to be reimbursed. */
export default function CapexPage() {
  return (
    <FormPage
      title="Capex Reimbursement"
      intro="Tell us about the work completed and attach its invoices, receipts or photos."
    >
      <CapexForm />
    </FormPage>
  );
}
