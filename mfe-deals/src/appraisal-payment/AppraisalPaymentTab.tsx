import { useState } from 'react';
import type { DealDetail } from '@lender/contracts';
import { Alert, useEmployeeMode, useRuntimeConfig } from '@lender/shared';
import { appraisalStatus } from '../deal/reportStatus';
import { AppraisalPaymentForm } from './AppraisalPaymentForm';
import * as styles from './appraisalPayment.css';

export const APPRAISAL_NOT_DUE = {
  /** Needed: the appraisal is not ordered, so there is no fee to pay yet. */
  Needed:
    'No appraisal fee is due yet: the appraisal has not been ordered. Once it is ordered, its fee can be paid here.',
  /** Completed without a recorded card payment. */
  Completed:
    'The appraisal for this deal is completed and no card payment is due here. Please contact your loan officer with any question about the fee.',
} as const;

const APPRAISAL_PAID = 'The appraisal fee for this deal has been paid.';

/**
 * The deal's Appraisal Payment page (/dashboard/deal/{id}/credit): the appraisal fee by card (spec §2, §5) —
 * the amount due and the card form only while the appraisal is Pending Payment (ordered, not paid:
 * spec §4's statuses, the same that put the pay link on the deal page); otherwise why not.
 */
export default function AppraisalPaymentTab({ deal }: { deal: DealDetail }) {
  const { flags } = useRuntimeConfig();
  const employee = useEmployeeMode();
  const status = appraisalStatus(deal.appraisal);
  // A fee due when the tab opened keeps its form for this visit: a payment made here re-reads the
  // deal (now paid), and the form's own answer ("Transaction successful.") stays where it is.
  const due = status === 'Pending Payment' && deal.appraisal.Paid !== 'true';
  const [dueWhenOpened] = useState(due);
  const body = () => {
    if (!flags.appraisalPaymentEnabled)
      return <p>Card payment is not available. Please contact your loan officer to pay the fee.</p>;
    if (due || dueWhenOpened)
      return (
        <AppraisalPaymentForm
          dealId={deal.id}
          amountDue={deal.appraisal_amount}
          employee={employee}
        />
      );
    if (deal.appraisal.Paid !== 'true' && (status === 'Needed' || status === 'Completed'))
      return (
        <Alert variant="info" role="status">
          {APPRAISAL_NOT_DUE[status]}
        </Alert>
      );
    return (
      <Alert variant="success" role="status">
        {APPRAISAL_PAID}
      </Alert>
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
