import { useId } from 'react';
import {
  Button,
  CopyButton,
  Link,
  LoadError,
  LoadingState,
  Table,
  type TableColumn,
} from '@lender/shared';
import type { DealListItem } from '@lender/contracts';
import { dealRows, type DealColumn } from './columns';
import { toTabSeparated } from './tableText';
import type { DealList } from './useDealList';
import * as styles from './DealTable.css';
import { ownPath } from '../paths';

const EMPTY_TEXT = 'No results found.';

const toTableColumn = (column: DealColumn): TableColumn<DealListItem> => ({
  key: column.key,
  header: column.header,
  align: column.align ?? 'left',
  rowHeader: column.rowHeader,
  cell: (deal) =>
    column.rowHeader ? (
      <Link to={ownPath('deal', { id: deal.id })} className={styles.dealLink}>
        {column.text(deal)}
      </Link>
    ) : (
      column.text(deal)
    ),
});

export interface DealTableProps {
  title: string;
  columns: readonly DealColumn[];
  list: DealList;
  /** The rows after `cursor` (Copy Table copies every row, shown or not). */
  fetchRest: (cursor: string) => Promise<DealListItem[]>;
}

const SHOW_MORE_TEXT = 'Show more loans';
const MORE_FAILED_TEXT = 'The next loans could not be loaded.';

/** One dashboard table: a titled region with its loading, error (+ refresh) and copy states. */
export function DealTable({ title, columns, list, fetchRest }: DealTableProps) {
  const headingId = useId();
  const { state, reload, nextCursor, showMore, more } = list;
  const shown = state.status === 'loaded' ? state.data : [];
  const copyText = async () => {
    const rest = nextCursor ? await fetchRest(nextCursor) : [];
    return toTabSeparated(
      columns.map((column) => column.header),
      dealRows(columns, [...shown, ...rest]),
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {state.status === 'loaded' ? <CopyButton text={copyText} label="Copy Table" /> : null}
      </div>
      {state.status === 'loading' ? <LoadingState>{`Loading ${title}…`}</LoadingState> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <Table
          caption={title}
          captionHidden
          columns={columns.map(toTableColumn)}
          rows={state.data}
          rowKey={(deal) => deal.id}
          emptyText={EMPTY_TEXT}
        />
      ) : null}
      {state.status === 'loaded' && nextCursor ? (
        <div className={styles.more}>
          <span role="status">{`Showing the first ${shown.length} loans.`}</span>
          {more.status === 'error' ? <span role="alert">{MORE_FAILED_TEXT}</span> : null}
          <Button variant="secondary" onClick={showMore} disabled={more.status === 'loading'}>
            {more.status === 'loading' ? 'Loading…' : SHOW_MORE_TEXT}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
