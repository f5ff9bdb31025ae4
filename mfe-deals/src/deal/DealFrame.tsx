import type { ComponentType } from 'react';
import { LoadingState, navLabel, usePageTitleDetail } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { productDisplayName } from '../product-names/productName';
import { useDealDetail } from './dealDetailCache';
import { streetAddress } from './dealPicture';
import { DealNotFound } from './DealNotFound';
import { DealPicture } from './DealPicture';
import { DealTabBar } from './DealTabBar';
import { RepCard } from './RepCard';
import * as styles from './dealFrame.css';

/** What a deal page shows inside the frame: it gets the loaded deal. */
export interface DealTabProps {
  deal: DealDetail;
}

export interface DealFrameProps {
  dealId: string;
  tab: ComponentType<DealTabProps>;
}

/** Under the name: the address (when the name is the nickname), loan number, product, status. */
const facts = (deal: DealDetail): string =>
  [
    deal.nickname?.trim() ? streetAddress(deal) : null,
    deal.loanNumber ? `Loan ${deal.loanNumber}` : null,
    productDisplayName(deal.productType),
    deal.status,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Every deal page: loads the deal (kept while moving between its tabs), names it in the page title,
 * shows its picture, name and rep and the tab bar, then the page's own content. A deal that does
 * not load, or is not the user's, shows the not-found look.
 */
export function DealFrame({ dealId, tab: Tab }: DealFrameProps) {
  const state = useDealDetail(dealId);
  const name = state.status === 'loaded' ? navLabel(state.data) : null;
  // A deal with neither nickname nor address is named '-' on the page, but not in the title.
  usePageTitleDetail(name === '-' ? null : name);
  if (state.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  if (state.status === 'error') return <DealNotFound id={dealId} />;
  const deal = state.data;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <DealPicture deal={deal} />
        <div>
          <h1 className={styles.title}>{navLabel(deal)}</h1>
          <p className={styles.facts}>{facts(deal)}</p>
        </div>
        <RepCard rep={deal.rep} />
      </div>
      <DealTabBar deal={deal} />
      <div className={styles.content}>
        <Tab deal={deal} />
      </div>
    </div>
  );
}
