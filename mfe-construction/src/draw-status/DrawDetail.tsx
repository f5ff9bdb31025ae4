import { Table, formatCurrency, formatDate, type TableColumn } from '@lender/shared';
import type { Budget, Draw } from '@lender/contracts';
import { drawStatusLabel, drawTable, type DrawTableRow } from './drawStatusRules';
import * as styles from './drawStatus.css';

const columns: readonly TableColumn<DrawTableRow>[] = [
  {
    key: 'name',
    header: 'Budget Item',
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        {row.code ? <span className={styles.itemCode}>{row.code}</span> : null}
      </>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatCurrency(row.amount) },
  {
    key: 'remaining',
    header: 'Remaining Balance',
    align: 'right',
    cell: (row) => formatCurrency(row.remaining),
  },
  { key: 'budget', header: 'Budget', align: 'right', cell: (row) => formatCurrency(row.budget) },
];

interface DrawDetailProps {
  draws: readonly Draw[];
  index: number;
  budget: Budget;
}

/** The previous-draw table of one draw: a table per sublot (it stacks into cards on phones). */
export function DrawDetail({ draws, index, budget }: DrawDetailProps) {
  const draw = draws[index];
  if (!draw) return null;
  const sublots = drawTable(draws, index, budget);
  const date = formatDate(draw.date);
  return (
    <div className={styles.detail}>
      <h3 className={styles.detailHeading}>
        Draw of {date}: {drawStatusLabel(draw)}
      </h3>
      {sublots.length === 0 ? (
        <p className={styles.message}>This draw has no line items.</p>
      ) : (
        sublots.map((sublot) => (
          <Table
            key={sublot.sublot}
            caption={`${sublot.sublotName}, draw of ${date}`}
            columns={columns}
            rows={sublot.rows}
            rowKey={(row) => row.key}
          />
        ))
      )}
    </div>
  );
}
