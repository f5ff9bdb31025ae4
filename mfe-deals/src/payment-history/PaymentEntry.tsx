import { memo } from 'react';
import { formatCurrency, formatDate, useDisclosure } from '@lender/shared';
import type { AccountHistoryEntry } from '@lender/contracts';
import { paymentTypeLabel } from './paymentTypes';
import * as styles from './paymentHistory.css';
import { Chevron } from './Chevron';

const DETAILS: readonly [string, (entry: AccountHistoryEntry) => string][] = [
  ['Due Date', (e) => formatDate(e.Due_Date)],
  ['Principal', (e) => formatCurrency(e.To_Principal)],
  ['Interest', (e) => formatCurrency(e.To_Interest)],
  ['Late Charges', (e) => formatCurrency(e.To_Late_Charge)],
  ['Tax and Insurance Impound', (e) => formatCurrency(e.To_Impound)],
  ['Reserve', (e) => formatCurrency(e.To_Reserve)],
  ['Loan Charges', (e) => formatCurrency(e.To_Charges_Principal)],
  ['Prepayment Penalty', (e) => formatCurrency(e.To_Prepay)],
  ['Other Payments', (e) => formatCurrency(e.To_Other_Payments)],
  ['Loan Balance', (e) => formatCurrency(e.Loan_Balance)],
];

/** One entry: type, applied date and amount; its breakdown is rendered only once opened. */
export const PaymentEntry = memo(function PaymentEntry({ entry }: { entry: AccountHistoryEntry }) {
  const details = useDisclosure();
  return (
    <li>
      <button type="button" className={styles.entryButton} {...details.toggleProps}>
        <Chevron />
        <span className={styles.entryType}>{paymentTypeLabel(entry.Source_Type)}</span>{' '}
        <span className={styles.entryDate}>Applied {formatDate(entry.Date_Received)}</span>{' '}
        <span className={styles.entryAmount}>{formatCurrency(entry.Total_Amount)}</span>
      </button>
      <div {...details.contentProps}>
        {details.open ? (
          <dl className={styles.details}>
            {DETAILS.map(([term, value]) => (
              <div key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value(entry)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
});
