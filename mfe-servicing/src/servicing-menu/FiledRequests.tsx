import {
  LoadError,
  LoadingState,
  Table,
  formatDate,
  useRead,
  type TableColumn,
} from '@lender/shared';
import { filedRequestsOfAnswer, type ServicingRequestItem } from '@lender/contracts';
import { filedRequestsRead } from './api/servicingRequests';
import { kindLabel, statusLabel } from './servicingForms';
import * as styles from './servicingMenu.css';

const COLUMNS: readonly TableColumn<ServicingRequestItem>[] = [
  { key: 'kind', header: 'Request', rowHeader: true, cell: (row) => kindLabel(row.kind) },
  { key: 'loan_number', header: 'Loan Number', cell: (row) => row.loan_number ?? '-' },
  { key: 'created_at', header: 'Filed', cell: (row) => formatDate(row.created_at) },
  { key: 'status', header: 'Status', cell: statusLabel },
];

/** The requests this borrower filed and their status (beyond the spec: own requests only). */
export function FiledRequests() {
  const { state, reload } = useRead(filedRequestsRead, filedRequestsOfAnswer);
  return (
    <section className={styles.section} aria-labelledby="filed-requests">
      <h2 id="filed-requests" className={styles.heading}>
        Your Requests
      </h2>
      {state.status === 'loading' ? <LoadingState>Loading your requests...</LoadingState> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <Table
          caption="Servicing requests you filed"
          captionHidden
          columns={COLUMNS}
          rows={state.data}
          rowKey={(row) => row.id}
          emptyText="You have not filed a servicing request yet."
        />
      ) : null}
    </section>
  );
}
