// The dashboard tables' lists (spec §7), read a page at a time (`limit`, `cursor`, `nextCursor`;
// dealPageRead.ts). A back end that does not page answers the whole list, read as one page.
import * as v from 'valibot';
import { read, type AccountKind } from '@lender/shared';
import { DEAL_PAGE_MAX, dealsResponseSchema, type DealListItem } from '@lender/contracts';
import { DEAL_TABLE_PAGE, dealPageRead, type DealListName } from './dealPageRead';

export interface DealPage {
  deals: DealListItem[];
  /** The next page's cursor; null after the last page. */
  nextCursor: string | null;
}

/** A page of the answer, checked against the contracts' schema ('' or no cursor: the last). */
export const parseDealPage = (answer: unknown): DealPage => {
  const { deals, nextCursor } = v.parse(dealsResponseSchema, answer);
  return { deals, nextCursor: nextCursor ? nextCursor : null };
};

/** One page of the list, after `cursor` (Show more, Copy Table). */
export const fetchDealPage = async (
  kind: AccountKind,
  list: DealListName,
  cursor: string | null = null,
  limit: number = DEAL_TABLE_PAGE,
): Promise<DealPage> => parseDealPage(await read(dealPageRead(kind, list, cursor, limit)));

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
