import { createContext, useContext } from 'react';
import type { DealDetail } from '@lender/contracts';

/** The deal of the deal page being shown (set by the deal page's frame once the deal is read). */
export const DealContext = createContext<DealDetail | null>(null);

/**
 * The deal of a page declared in the `deal` layout: the shell's deal frame has read it (the page's
 * `:id`) and shows its header and tabs around the page, which renders only once the deal is there.
 */
export function useDeal(): DealDetail {
  const deal = useContext(DealContext);
  if (!deal) throw new Error('useDeal() is for pages declared in the deal layout');
  return deal;
}
