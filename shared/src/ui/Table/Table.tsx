import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import * as styles from './Table.css';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  cell?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Render this column's cells as row headers (th scope=row). */
  rowHeader?: boolean;
}

export interface TableProps<T> {
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a visible heading already names the table). */
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Shown in a single full-width row when there are no rows. */
  emptyText?: ReactNode;
  className?: string;
}

const defaultCell = (row: unknown, key: string): ReactNode => {
  const value =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  return value === null || value === undefined ? '' : String(value);
};

/** A cell's label in the stacked (narrow) layout: the column header when it is text. */
const labelOf = (column: TableColumn<unknown>): string | undefined =>
  typeof column.header === 'string' ? column.header : undefined;

/**
 * A data table. On narrow screens each row stacks into a card of label: value lines. The explicit
 * ARIA roles keep the table's semantics for screen readers that drop them when CSS changes a
 * table's display.
 */
export const Table = <T,>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = 'No results found.',
  className,
}: TableProps<T>) => (
  <div className={[styles.wrapper, className ?? ''].filter(Boolean).join(' ')}>
    <table className={styles.table} role="table">
      <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row" className={styles.headRow}>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              role="columnheader"
              className={`${styles.align[column.align ?? 'left']} ${styles.header}`}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.length === 0 ? (
          <tr role="row">
            <td role="cell" colSpan={columns.length} className={styles.empty}>
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row" className={styles.bodyRow}>
              {columns.map((column) => {
                const content = column.cell ? column.cell(row) : defaultCell(row, column.key);
                const className = styles.align[column.align ?? 'left'];
                const label = labelOf(column as TableColumn<unknown>);
                return column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    role="rowheader"
                    data-label={label}
                    className={className}
                  >
                    {content}
                  </th>
                ) : (
                  <td key={column.key} role="cell" data-label={label} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);
