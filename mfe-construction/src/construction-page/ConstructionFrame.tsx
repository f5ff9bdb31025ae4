import {
  DealFrameLayout,
  LoadingState,
  preloadDealFrame,
  navLabel,
  usePageTitleDetail,
} from '@lender/shared';
import { useState } from 'react';
import { ConstructionView } from './ConstructionView';
import { DealNotFound } from './DealNotFound';
import { useDeal } from './useDeal';
import * as styles from './constructionPage.css';

const CONSTRUCTION_TITLE = 'Construction Management';

/**
 * The construction page of one deal: loads the deal, names it in the page title (nickname, else
 * address), shows the core's deal frame (the same header and tabs as every other deal tab) and in
 * it the case the deal is in. A deal that does not load, or is not the user's, shows the
 * not-found look.
 */
export function ConstructionFrame({ dealId }: { dealId: string }) {
  const { state, refresh } = useDeal(dealId);
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
      <div className={styles.page}>
        <h2 className={styles.title}>{CONSTRUCTION_TITLE}</h2>
        <ConstructionView deal={deal} onDealChanged={refresh} />
      </div>
    </DealFrameLayout>
  );
}
