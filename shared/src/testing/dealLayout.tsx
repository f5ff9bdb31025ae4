// Test helper: a page of the `deal` layout inside the deal frame, as the shell mounts it.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DealPage } from '../deal-frame';

/** The deal frame for the route's `:id`, around `children` (a deal page's component). */
export function InDealLayout({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return (
    <DealPage key={id} dealId={id}>
      {() => children}
    </DealPage>
  );
}
