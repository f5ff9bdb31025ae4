// One dashboard table's deals, a page at a time: the first page is a read (kept, shared, read
// again after a change such as Add My Loan) shown after the spec's minimum loading time;
// `showMore` appends the next; `reload` (the refresh link) starts over.
import { useCallback, useState } from 'react';
import { errorMessage, useRead, type AccountKind, type LoadState } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';
import { fetchDealPage, parseDealPage, type DealPage } from './api/dealLists';
import { dealPageRead, type DealListName } from './api/dealPageRead';
import { useMinimumLoading } from './minimumDelay';

export interface DealList {
  /** The first page's state; when loaded, `data` is every row shown so far. */
  state: LoadState<DealListItem[]>;
  reload: () => void;
  /** The next page's cursor (null: every row is shown). */
  nextCursor: string | null;
  /** Appends the next page. */
  showMore: () => void;
  more: { status: 'idle' | 'loading' } | { status: 'error'; message: string };
}

const IDLE: DealList['more'] = { status: 'idle' };

interface Extra {
  /** The first page these rows follow (a reload starts over). */
  after: DealPage;
  deals: DealListItem[];
  nextCursor: string | null;
}

/**
 * The loading state shows until `minimumDelayMs` after the user asked for the page (spec §9's 0.9 s
 * and 1.1 s), so a page that took a while to arrive adds no wait of its own.
 */
export const useDealList = (
  kind: AccountKind,
  list: DealListName,
  minimumDelayMs: number,
): DealList => {
  const first = useRead(dealPageRead(kind, list), parseDealPage);
  const waited = useMinimumLoading(minimumDelayMs);
  const firstState: LoadState<DealPage> = waited ? first.state : { status: 'loading' };
  const [extra, setExtra] = useState<Extra | null>(null);
  // The state of the latest "Show more", for the first page it followed.
  const [moreOf, setMoreOf] = useState<{ after: DealPage; more: DealList['more'] } | null>(null);
  const firstPage = firstState.status === 'loaded' ? firstState.data : null;
  // Rows and states kept for an earlier first page (before a reload) no longer count.
  const current = extra && extra.after === firstPage ? extra : null;
  const more = moreOf && moreOf.after === firstPage ? moreOf.more : IDLE;
  const nextCursor = current ? current.nextCursor : (firstPage?.nextCursor ?? null);

  const showMore = useCallback(() => {
    if (!firstPage || !nextCursor) return;
    const setMore = (state: DealList['more']) => setMoreOf({ after: firstPage, more: state });
    setMore({ status: 'loading' });
    fetchDealPage(kind, list, nextCursor).then(
      (page) => {
        setExtra((previous) => ({
          after: firstPage,
          deals: [...(previous?.after === firstPage ? previous.deals : []), ...page.deals],
          nextCursor: page.nextCursor,
        }));
        setMore({ status: 'idle' });
      },
      (error: unknown) => setMore({ status: 'error', message: errorMessage(error) }),
    );
  }, [firstPage, nextCursor, kind, list]);

  const state: LoadState<DealListItem[]> =
    firstState.status === 'loaded'
      ? { status: 'loaded', data: [...firstState.data.deals, ...(current?.deals ?? [])] }
      : firstState;
  return { state, reload: first.reload, nextCursor, showMore, more };
};
