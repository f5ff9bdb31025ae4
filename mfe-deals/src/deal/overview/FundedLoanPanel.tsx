import { type ReactNode } from 'react';
import { formatCurrency, formatDate, InfoTip, productDisplayName, Section } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { isoDate, previousBusinessDay } from '../previousBusinessDay';
import * as styles from './overview.css';

/** 10.5 → '10.5%'. */
const formatRate = (rate: number | null): string =>
  rate === null ? '-' : `${Number(rate.toFixed(3))}%`;

const text = (value: string | null | undefined): string => value?.trim() || '-';

/** What a borrower may not know about a balance (the info tips beside the terms). */
const BALANCE_TIPS = {
  'T&I Escrow Balance':
    'Taxes and insurance escrow: money collected with your payments and held to pay the property’s taxes and insurance when they are due.',
  'Suspense Balance':
    'Money received that has not been applied to the loan yet, e.g. a partial payment. It is applied once a full payment is due or the amount is identified.',
  'Interest Reserves':
    'Money set aside at closing to pay the loan’s interest for a time; payments are drawn from it while it lasts.',
} as const;

const Facts = ({
  items,
}: {
  items: readonly (readonly [string, ReactNode] | readonly [string, ReactNode, string])[];
}) => (
  <dl className={styles.facts}>
    {items.map(([term, value, tip]) => (
      <div key={term} className={styles.fact}>
        <dt className={styles.term}>
          {term}
          {tip ? <InfoTip topic={term}>{tip}</InfoTip> : null}
        </dt>
        <dd className={styles.value}>{value}</dd>
      </div>
    ))}
  </dl>
);

/** Funded and short-term, new-construction, fix-and-flip deals (spec §2): the loan and balances. */
export function FundedLoanPanel({ deal, today = new Date() }: { deal: DealDetail; today?: Date }) {
  const asOf = formatDate(isoDate(previousBusinessDay(today)));
  return (
    <Section title="Loan Details">
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
          [
            'T&I Escrow Balance',
            formatCurrency(deal.tIEscrowBalance),
            BALANCE_TIPS['T&I Escrow Balance'],
          ],
          [
            'Suspense Balance',
            formatCurrency(deal.suspenseBalance),
            BALANCE_TIPS['Suspense Balance'],
          ],
          [
            'Interest Reserves',
            formatCurrency(deal.interestReserves),
            BALANCE_TIPS['Interest Reserves'],
          ],
        ]}
      />
    </Section>
  );
}
