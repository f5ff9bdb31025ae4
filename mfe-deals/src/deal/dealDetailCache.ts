// The deal a user is looking at, loaded once while they move between its tabs (each tab is its
// own route, so the frame mounts anew). One deal is kept, for the signed-in user; a failed load is
// not kept, so coming back tries again.
import { useCallback } from 'react';
import { useLoad, useSession, type LoadState } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { fetchDealDetail } from './api/dealDetail';

interface Entry {
  key: string;
  promise: Promise<DealDetail>;
  value: DealDetail | null;
}

let entry: Entry | null = null;

// An employee viewing another account is another user: their deal is not this one's.
const keyOf = (dealId: string): string => `${useSession.getState().username ?? ''}\n${dealId}`;

const loadDealDetail = (dealId: string): Promise<DealDetail> => {
  const key = keyOf(dealId);
  if (entry?.key === key) return entry.promise;
  const current: Entry = { key, value: null, promise: fetchDealDetail(dealId) };
  current.promise.then(
    (deal) => {
      current.value = deal;
    },
    () => {
      if (entry === current) entry = null;
    },
  );
  entry = current;
  return current.promise;
};

/** The deal if it is loaded already (no loading state when moving between tabs). */
const cachedDealDetail = (dealId: string): DealDetail | null =>
  entry?.key === keyOf(dealId) ? entry.value : null;

/** Drops the kept deal (after a change to it, e.g. the appraisal fee paid; and in tests). */
export const forgetDealDetail = (): void => {
  entry = null;
};

export const useDealDetail = (dealId: string): LoadState<DealDetail> => {
  const load = useCallback(() => loadDealDetail(dealId), [dealId]);
  const { state } = useLoad(load);
  const cached = cachedDealDetail(dealId);
  return state.status === 'loading' && cached ? { status: 'loaded', data: cached } : state;
};
