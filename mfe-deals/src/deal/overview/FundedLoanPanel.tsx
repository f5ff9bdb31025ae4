import { useId, type ReactNode } from 'react';
import { formatCurrency, formatDate, productDisplayName } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { isoDate, previousBusinessDay } from '../previousBusinessDay';
import * as styles from './overview.css';

/** 10.5 → '10.5%'. */
const formatRate = (rate: number | null): string =>
  rate === null ? '-' : `${Number(rate.toFixed(3))}%`;

const text = (value: string | null | undefined): string => value?.trim() || '-';

export const Facts = ({ items }: { items: readonly [string, ReactNode][] }) => (
  <dl className={styles.facts}>
    {items.map(([term, value]) => (
      <div key={term} className={styles.fact}>
        <dt className={styles.term}>{term}</dt>
        <dd className={styles.value}>{value}</dd>
      </div>
    ))}
  </dl>
);

/** Funded and short-term, new-construction, fix-and-flip deals (spec §2): the loan and balances. */
export function FundedLoanPanel({ deal, today = new Date() }: { deal: DealDetail; today?: Date }) {
  const headingId = useId();
  const asOf = formatDate(isoDate(previousBusinessDay(today)));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Loan Details
      </h2>
      <Facts
        items={[
          ['Loan Number', text(deal.loanNumber)],
          ['Loan Amount', formatCurrency(deal.loan_amount)],
          ['Interest Rate', formatRate(deal.rate)],
          ['Next Payment Date', formatDate(deal.nextPaymentDate)],
          ['Product', text(productDisplayName(deal.productType))],
          ['Loan Type', text(deal.type)],
          ['Property Type', text(deal.property.type)],
          ['Status', text(deal.status)],
        ]}
      />
      <h3 className={styles.subheading}>Balances as of {asOf}</h3>
      <Facts
        items={[
          ['Principal Balance', formatCurrency(deal.principalBalance)],
          ['T&I Escrow Balance', formatCurrency(deal.tIEscrowBalance)],
          ['Suspense Balance', formatCurrency(deal.suspenseBalance)],
          ['Interest Reserves', formatCurrency(deal.interestReserves)],
        ]}
      />
    </section>
  );
}
