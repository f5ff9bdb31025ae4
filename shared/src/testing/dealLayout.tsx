// Test helper: a page of the `deal` layout with its deal, as the shell's deal frame gives it.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { dealOfDetailAnswer } from '@lender/contracts';
import { dealDetailRead, DealProvider } from '../deal-frame';
import { useRead } from '../ui/Load/useRead';

/**
 * A stand-in for the shell's deal frame around `children` (a deal page's component): reads the
 * route's `:id` deal as the frame does and provides it to the page's `useDeal()`. No header nor
 * tabs (the shell's tests cover the frame); a deal that does not load shows a line of text.
 */
export function InDealLayout({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return (
    <DealRead key={id} dealId={id}>
      {children}
    </DealRead>
  );
}

function DealRead({ dealId, children }: { dealId: string; children: ReactNode }) {
  const { state } = useRead(dealDetailRead(dealId), dealOfDetailAnswer);
  if (state.status === 'loading') return <p>Loading the deal…</p>;
  if (state.status === 'error') return <p>The deal {dealId} did not load.</p>;
  return <DealProvider deal={state.data}>{children}</DealProvider>;
}
