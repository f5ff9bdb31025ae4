// The deal of the page, read again quietly after a change to it (a budget uploaded: its count
// rises) without going back to the loading state.
import { useRead, type Read } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { dealDetailRead, parseDealDetail } from './api/dealDetail';

export const useDeal = (dealId: string): Read<DealDetail> =>
  useRead(dealDetailRead(dealId), parseDealDetail);
