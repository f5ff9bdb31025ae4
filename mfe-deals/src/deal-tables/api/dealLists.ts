// The dashboard tables' lists (spec §7): deals/inprocess and deals/funded for customers, the
// deals/broker/* pair for every other account type; read a page at a time (`limit`, `cursor`,
// `nextCursor`: issue 10). A back end that does not page answers the whole list, read as one page.
import { arrayAt, getJson, type AccountKind } from '@lender/shared';
import { DEAL_PAGE_MAX, type DealListItem } from '@lender/contracts';

export type DealListName = 'inprocess' | 'funded';

/** Rows a dashboard table shows at first, and adds with each "Show more". */
const DEAL_TABLE_PAGE = 50;

export interface DealPage {
  deals: DealListItem[];
  /** The next page's cursor; null after the last page. */
  nextCursor: string | null;
}

const LIST_PATHS: Record<AccountKind, Record<DealListName, string>> = {
  customer: { inprocess: 'deals/inprocess', funded: 'deals/funded' },
  broker: { inprocess: 'deals/broker/inprocess', funded: 'deals/broker/funded' },
};
const listPath = (kind: AccountKind, list: DealListName) => LIST_PATHS[kind][list];

/** One page of the list, after `cursor` (none: the first page). */
export const fetchDealPage = async (
  kind: AccountKind,
  list: DealListName,
  cursor: string | null = null,
  limit: number = DEAL_TABLE_PAGE,
): Promise<DealPage> => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  const body = await getJson<unknown>(`${listPath(kind, list)}?${query}`);
  const next = (body as { nextCursor?: unknown } | null)?.nextCursor;
  return {
    deals: arrayAt<DealListItem>(body, 'deals'),
    nextCursor: typeof next === 'string' && next !== '' ? next : null,
  };
};

/** Every row after `cursor`, in the largest pages the API gives (for Copy Table). */
export const fetchRestOfList = async (
  kind: AccountKind,
  list: DealListName,
  cursor: string,
): Promise<DealListItem[]> => {
  const rows: DealListItem[] = [];
  for (let next: string | null = cursor; next;) {
    const page = await fetchDealPage(kind, list, next, DEAL_PAGE_MAX);
    rows.push(...page.deals);
    next = page.nextCursor;
  }
  return rows;
};
