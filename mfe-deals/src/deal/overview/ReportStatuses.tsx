import { useId } from 'react';
import { formatCurrency, formatDate, Link, Table, useRuntimeConfig } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { appraisalStatus, reportStatus } from '../reportStatus';
import * as styles from './overview.css';
import { ownPath } from '../../paths';

interface ReportRow {
  report: string;
  status: string;
  ordered: string;
  completed: string;
}

const row = (
  report: string,
  status: string,
  dates: { OrderedDate: string | null; CompletedDate: string | null },
): ReportRow => ({
  report,
  status,
  ordered: formatDate(dates.OrderedDate),
  completed: formatDate(dates.CompletedDate),
});

/**
 * The appraisal, inspection and title of a deal not yet funded (spec §4). An ordered, unpaid
 * appraisal offers the card payment when the flag allows it (the card page itself keeps employees
 * from submitting).
 */
export function ReportStatuses({ deal }: { deal: DealDetail }) {
  const headingId = useId();
  const { flags } = useRuntimeConfig();
  const appraisal = appraisalStatus(deal.appraisal);
  const rows = [
    row('Appraisal', appraisal, deal.appraisal),
    row('Inspection', reportStatus(deal.inspection), deal.inspection),
    row('Title', reportStatus(deal.title), deal.title),
  ];
  const amount =
    deal.appraisal_amount === null ? '' : ` (${formatCurrency(deal.appraisal_amount)})`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Appraisal, Inspection and Title
      </h2>
      <Table
        caption="Appraisal, inspection and title status"
        captionHidden
        columns={[
          { key: 'report', header: 'Report', rowHeader: true },
          { key: 'status', header: 'Status' },
          { key: 'ordered', header: 'Ordered' },
          { key: 'completed', header: 'Completed' },
        ]}
        rows={rows}
        rowKey={(r) => r.report}
      />
      {appraisal === 'Pending Payment' && flags.appraisalPaymentEnabled ? (
        <Link to={ownPath('deal-credit', { id: deal.id })} className={styles.payLink}>
          Pay appraisal fee{amount}
        </Link>
      ) : null}
    </section>
  );
}
