import type { ReactNode } from 'react';
import type { DealDetail } from '@lender/contracts';
import { dealHeading, productDisplayName } from '@lender/shared';
import { streetAddress } from './dealPicture';
import { DealPicture } from './DealPicture';
import { DealTabBar } from './DealTabBar';
import { RepCard } from './RepCard';
import * as styles from './dealFrame.css';

export interface DealFrameViewProps {
  /** The loaded deal. */
  deal: DealDetail;
  /** The tab's own content. */
  children: ReactNode;
}

/** Under the name: the address (when the name is the nickname), loan number, product, status. */
const dealFacts = (deal: DealDetail): string =>
  [
    deal.nickname?.trim() ? streetAddress(deal) : null,
    deal.loanNumber ? `Loan ${deal.loanNumber}` : null,
    productDisplayName(deal.productType),
    deal.status,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The frame of every deal tab, whichever remote owns the tab: the deal's picture, name, facts and
 * rep, the tab bar, then the tab's own content. On a phone the header is compact (a thumbnail, the
 * name and facts; the rep card folded) and the tabs are one row that scrolls sideways, so the
 * tab's own heading is on the first screen.
 */
export function DealFrameView({ deal, children }: DealFrameViewProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <DealPicture deal={deal} />
        <div className={styles.identity}>
          <h1 className={styles.title}>{dealHeading(deal)}</h1>
          <p className={styles.facts}>{dealFacts(deal)}</p>
        </div>
        <div className={styles.rep}>
          <RepCard rep={deal.rep} />
        </div>
      </div>
      <DealTabBar deal={deal} />
      <div className={styles.content}>{children}</div>
      <div className={styles.repAfter}>
        <RepCard rep={deal.rep} />
      </div>
    </div>
  );
}
