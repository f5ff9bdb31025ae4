import type { ComponentType } from 'react';
import {
  DealFrameLayout,
  LoadingState,
  preloadDealFrame,
  navLabel,
  usePageTitleDetail,
  useRead,
} from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { useState } from 'react';
import { dealDetailRead, parseDealDetail } from './api/dealDetail';
import { DealNotFound } from './DealNotFound';

/** What a deal page shows inside the frame: it gets the loaded deal. */
export interface DealTabProps {
  deal: DealDetail;
}

export interface DealFrameProps {
  dealId: string;
  tab: ComponentType<DealTabProps>;
}

/**
 * Every deal page of this remote: reads the deal (kept while moving between its tabs), names it in
 * the page title, then the core's deal frame (picture, name, rep, tab bar — the same on every deal
 * tab of every remote) around the page's own content. A deal that does not load, or is not the
 * user's, shows the not-found look.
 */
export function DealFrame({ dealId, tab: Tab }: DealFrameProps) {
  const { state } = useRead(dealDetailRead(dealId), parseDealDetail);
  // The frame's chunk loads beside the deal (once per page).
  useState(() => void preloadDealFrame().catch(() => undefined));
  const name = state.status === 'loaded' ? navLabel(state.data) : null;
  // A deal with neither nickname nor address is named '-' on the page, but not in the title.
  usePageTitleDetail(name === '-' ? null : name);
  if (state.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  if (state.status === 'error') return <DealNotFound id={dealId} />;
  const deal = state.data;
  return (
    <DealFrameLayout deal={deal}>
      <Tab deal={deal} />
    </DealFrameLayout>
  );
}
