import type { DealDetail } from '@lender/contracts';
import { Alert, useEmployeeMode, useRuntimeConfig } from '@lender/shared';
import { CardPaymentForm } from './CardPaymentForm';
import * as styles from './cardPayment.css';

/** The deal's card tab (/dashboard/deal/{id}/credit): the appraisal fee by card (spec §2, §5). */
export default function CreditTab({ deal }: { deal: DealDetail }) {
  const { flags } = useRuntimeConfig();
  const employee = useEmployeeMode();
  const body = () => {
    if (!flags.appraisalPaymentEnabled)
      return <p>Card payment is not available. Please contact your loan officer to pay the fee.</p>;
    if (deal.appraisal.Paid === 'true')
      return (
        <Alert variant="success" role="status">
          The appraisal fee for this deal has been paid.
        </Alert>
      );
    return (
      <CardPaymentForm dealId={deal.id} amountDue={deal.appraisal_amount} employee={employee} />
    );
  };
  return (
    <section className={styles.tab} aria-labelledby="appraisal-fee-heading">
      <h2 id="appraisal-fee-heading" className={styles.heading}>
        Appraisal Fee
      </h2>
      {body()}
    </section>
  );
}
