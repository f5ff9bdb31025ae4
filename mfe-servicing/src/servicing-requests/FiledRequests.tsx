import { ReadView, Section, Table, formatDate, useRead, type TableColumn } from '@lender/shared';
import { filedRequestsOfAnswer, type ServicingRequestItem } from '@lender/contracts';
import { filedRequestsRead } from './api/servicingRequests';
import { kindLabel, statusLabel } from './servicingForms';

const COLUMNS: readonly TableColumn<ServicingRequestItem>[] = [
  { key: 'kind', header: 'Request', rowHeader: true, cell: (row) => kindLabel(row.kind) },
  { key: 'loan_number', header: 'Loan Number', cell: (row) => row.loan_number ?? '-' },
  { key: 'created_at', header: 'Filed', cell: (row) => formatDate(row.created_at) },
  { key: 'status', header: 'Status', cell: statusLabel },
];

/** The requests this borrower filed and their status (beyond the spec: own requests only). */
export function FiledRequests() {
  const requests = useRead(filedRequestsRead, filedRequestsOfAnswer);
  return (
    <Section title="Your Requests">
      <ReadView read={requests} loading="Loading your requests...">
        {(rows) => (
          <Table
            caption="Servicing requests you filed"
            captionHidden
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText="You have not filed a servicing request yet."
          />
        )}
      </ReadView>
    </Section>
  );
}
