import type { ReactNode } from 'react';
import { dealOfDetailAnswer, type DealDetail } from '@lender/contracts';
import { dealHeading } from '../format/format';
import { usePageTitleDetail } from '../navigation/pageTitleDetail';
import { useRead } from '../ui/Load/useRead';
import { LoadingState } from '../ui/Spinner/Spinner';
import { DealFrameView } from './DealFrameView';
import { DealNotFound } from './DealNotFound';
import { DealContext } from './dealContext';
import { dealDetailRead } from './dealRead';

export interface DealPageProps {
  dealId: string;
  /** The tab's own content, for the loaded deal. */
  children: (deal: DealDetail) => ReactNode;
}

/**
 * A deal page of any remote: reads the deal (kept while the user moves between its tabs), names it
 * in the page title (nickname, else address), and shows the frame around the tab's content. A deal
 * that does not load, or is not the user's, shows the not-found look (spec §8).
 */
export default function DealPageView({ dealId, children }: DealPageProps) {
  const { state } = useRead(dealDetailRead(dealId), dealOfDetailAnswer);
  usePageTitleDetail(state.status === 'loaded' ? dealHeading(state.data) : null);
  if (state.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  if (state.status === 'error') return <DealNotFound id={dealId} />;
  return (
    <DealContext.Provider value={state.data}>
      <DealFrameView deal={state.data}>{children(state.data)}</DealFrameView>
    </DealContext.Provider>
  );
}
