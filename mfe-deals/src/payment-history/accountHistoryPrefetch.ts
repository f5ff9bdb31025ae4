// The payment history is asked for as the page opens, beside the deal itself, rather than after
// the deal has loaded: the tab then takes the answer already on its way (one round trip saved).
import type { AccountHistoryEntry } from '@lender/contracts';
import { fetchAccountHistory } from './api/accountHistory';

/** A prefetched answer older than this is not used (the tab asks again). */
const FRESH_MS = 10_000;

let prefetched: { dealId: string; at: number; promise: Promise<AccountHistoryEntry[]> } | null =
  null;

export const prefetchAccountHistory = (dealId: string, now = Date.now()): void => {
  const promise = fetchAccountHistory(dealId);
  // Failures are the tab's to show, when it takes the promise; none is unhandled meanwhile.
  promise.catch(() => undefined);
  prefetched = { dealId, at: now, promise };
};

/** The prefetched answer for the deal if it is fresh, else a new request; used once. */
export const takeAccountHistory = (
  dealId: string,
  now = Date.now(),
): Promise<AccountHistoryEntry[]> => {
  const entry = prefetched;
  prefetched = null;
  return entry && entry.dealId === dealId && now - entry.at < FRESH_MS
    ? entry.promise
    : fetchAccountHistory(dealId);
};
