import { memo } from 'react';
import { useDisclosure } from '@lender/shared';
import { entryCount, type PaymentYear } from './paymentYears';
import { PaymentEntry } from './PaymentEntry';
import * as styles from './paymentHistory.css';
import { Chevron } from './Chevron';

/** A year of the history with its count; its entries are rendered only while it is open. */
export const PaymentYearGroup = memo(function PaymentYearGroup({
  year,
  initiallyOpen,
}: {
  year: PaymentYear;
  initiallyOpen: boolean;
}) {
  const entries = useDisclosure(initiallyOpen);
  return (
    <div>
      <h3 className={styles.yearHeading}>
        <button type="button" className={styles.yearButton} {...entries.toggleProps}>
          <Chevron />
          {year.year} <span className={styles.count}>({entryCount(year.entries.length)})</span>
        </button>
      </h3>
      <div {...entries.contentProps}>
        {entries.open ? (
          <ul className={styles.entries}>
            {/* An entry has no id of its own (spec §3), and a year's list never changes while shown. */}
            {year.entries.map((entry, index) => (
              <PaymentEntry key={index} entry={entry} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
});
