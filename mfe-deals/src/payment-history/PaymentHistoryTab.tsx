import { useMemo } from 'react';
import { Alert, LoadingState, useRead, Section } from '@lender/shared';
import type { AccountHistoryEntry } from '@lender/contracts';
import type { DealTabProps } from '../deal/dealTabPage';
import { accountHistoryRead, parseAccountHistory } from './api/accountHistory';
import { balanceSeries } from './balanceSeries';
import { BalanceChart } from './BalanceChart';
import { EXPANDED_YEARS, paymentYears } from './paymentYears';
import { PaymentYearGroup } from './PaymentYearGroup';
import * as styles from './paymentHistory.css';

/** The deal has no listed payments (none yet, or only bookkeeping entries). */
export const NO_PAYMENTS_TEXT = 'Payment History is not available for this deal.';
/** The call failed: the history may exist but cannot be shown now. */
export const HISTORY_FAILED_TEXT = 'Account History data is currently not available.';

function PaymentHistory({ entries }: { entries: readonly AccountHistoryEntry[] }) {
  const years = useMemo(() => paymentYears(entries), [entries]);
  const points = useMemo(() => balanceSeries(entries), [entries]);
  if (years.length === 0) return <p className={styles.message}>{NO_PAYMENTS_TEXT}</p>;
  return (
    <>
      {points.length > 1 ? <BalanceChart points={points} /> : null}
      <div className={styles.years}>
        {years.map((year, index) => (
          <PaymentYearGroup key={year.year} year={year} initiallyOpen={index < EXPANDED_YEARS} />
        ))}
      </div>
    </>
  );
}

/** /dashboard/deal/{id}/payment-history (spec §2): the deal's payments by year. */
export function PaymentHistoryTab({ deal }: DealTabProps) {
  const { state } = useRead(accountHistoryRead(deal.id), parseAccountHistory);
  return (
    <Section title="Payment History">
      {state.status === 'loading' ? (
        <LoadingState>Loading the payment history…</LoadingState>
      ) : null}
      {state.status === 'error' ? <Alert>{HISTORY_FAILED_TEXT}</Alert> : null}
      {state.status === 'loaded' ? <PaymentHistory entries={state.data} /> : null}
    </Section>
  );
}
