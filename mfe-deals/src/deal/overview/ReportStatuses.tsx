import {
  formatCurrency,
  formatDate,
  InfoTip,
  Link,
  Table,
  useRuntimeConfig,
  Section,
} from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { appraisalStatus, reportStatus } from '../reportStatus';
import * as styles from './overview.css';
import { ownPath } from '../../paths';

/** What each status means (spec §4), in the info tip beside it. */
const REPORT_STATUS_TIPS: Readonly<Record<string, string>> = {
  Needed: 'Not ordered yet: the lender orders it as the loan moves forward.',
  Ordered: 'Ordered from the provider; the lender is waiting for it.',
  'Pending Payment':
    'Ordered, and waiting for the appraisal fee: pay it by card to start the appraisal.',
  'In Process': 'Ordered and paid: the appraiser is working on it.',
  Completed: 'Done: the lender has received it.',
};

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
 * appraisal links to its Appraisal Payment page when the flag allows it (that page keeps employees
 * from submitting).
 */
export function ReportStatuses({ deal }: { deal: DealDetail }) {
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
    <Section title="Appraisal, Inspection and Title">
      <Table
        caption="Appraisal, inspection and title status"
        captionHidden
        columns={[
          { key: 'report', header: 'Report', rowHeader: true },
          {
            key: 'status',
            header: 'Status',
            cell: (r) => (
              <span className={styles.statusCell}>
                {r.status}
                {REPORT_STATUS_TIPS[r.status] ? (
                  <InfoTip topic={`${r.report} status ${r.status}`}>
                    {REPORT_STATUS_TIPS[r.status]}
                  </InfoTip>
                ) : null}
              </span>
            ),
          },
          { key: 'ordered', header: 'Ordered' },
          { key: 'completed', header: 'Completed' },
        ]}
        rows={rows}
        rowKey={(r) => r.report}
      />
      {appraisal === 'Pending Payment' && flags.appraisalPaymentEnabled ? (
        <Link to={ownPath('deal-appraisal-payment', { id: deal.id })} className={styles.payLink}>
          Pay appraisal fee{amount}
        </Link>
      ) : null}
    </Section>
  );
}
