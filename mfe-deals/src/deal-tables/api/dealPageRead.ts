// The read of a page of a dashboard list (spec §7): deals/inprocess and deals/funded for customers,
// the deals/broker/* pair for every other account type. The dashboard declares its first pages as
// its first reads (src/pages.ts), so this module imports only types of the core.
import type { AccountKind, ReadCall } from '@lender/shared';

/** Rows a dashboard table shows at first, and adds with each "Show more". */
export const DEAL_TABLE_PAGE = 50;

export type DealListName = 'inprocess' | 'funded';

const LIST_PATHS: Record<AccountKind, Record<DealListName, string>> = {
  customer: { inprocess: 'deals/inprocess', funded: 'deals/funded' },
  broker: { inprocess: 'deals/broker/inprocess', funded: 'deals/broker/funded' },
};

/** The read of one page of the list, after `cursor` (none: the first page). */
export const dealPageRead = (
  kind: AccountKind,
  list: DealListName,
  cursor: string | null = null,
  limit: number = DEAL_TABLE_PAGE,
): ReadCall => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return { method: 'GET', path: `${LIST_PATHS[kind][list]}?${query}` };
};
