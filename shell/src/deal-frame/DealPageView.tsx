import type { ReactNode } from 'react';
import { dealOfDetailAnswer, type DealDetail } from '@lender/contracts';
import {
  dealDetailRead,
  DealProvider,
  dealHeading,
  LoadingState,
  usePageTitleDetail,
  useRead,
} from '@lender/shared';
import { DealFrameView } from './DealFrameView';
import { DealNotFound } from './DealNotFound';

export interface DealPageProps {
  dealId: string;
  /** The tab's own content, for the loaded deal. */
  children: (deal: DealDetail) => ReactNode;
}

/**
 * A deal page of any remote: reads the deal (kept while the user moves between its tabs), names it
 * in the page title (nickname, else address), and shows the frame around the tab's content, which
 * gets the deal from the core's `useDeal()`. A deal
 * that does not load, or is not the user's, shows the not-found look (spec §8).
 */
export default function DealPageView({ dealId, children }: DealPageProps) {
  const { state } = useRead(dealDetailRead(dealId), dealOfDetailAnswer);
  usePageTitleDetail(state.status === 'loaded' ? dealHeading(state.data) : null);
  if (state.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  if (state.status === 'error') return <DealNotFound id={dealId} />;
  return (
    <DealProvider deal={state.data}>
      <DealFrameView deal={state.data}>{children(state.data)}</DealFrameView>
    </DealProvider>
  );
}
