import { createContext, useContext, type ReactNode } from 'react';
import type { DealDetail } from '@lender/contracts';

/** The deal of the deal page being shown (provided by the shell's deal frame once it is read). */
const DealContext = createContext<DealDetail | null>(null);

/**
 * Gives the pages inside it their deal for `useDeal()`: the shell's deal frame, around the page
 * of the `deal` layout, once it has read the deal. One context for the shell and every remote,
 * as the core is one shared module.
 */
export const DealProvider = ({ deal, children }: { deal: DealDetail; children: ReactNode }) => (
  <DealContext.Provider value={deal}>{children}</DealContext.Provider>
);

/**
 * The deal of a page declared in the `deal` layout: the shell's deal frame has read it (the page's
 * `:id`) and shows its header and tabs around the page, which renders only once the deal is there.
 */
export function useDeal(): DealDetail {
  const deal = useContext(DealContext);
  if (!deal) throw new Error('useDeal() is for pages declared in the deal layout');
  return deal;
}
