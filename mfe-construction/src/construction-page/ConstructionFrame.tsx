import {
  LoadingState,
  PageLink,
  navLabel,
  usePageTitleDetail,
  visuallyHidden,
} from '@lender/shared';
import { ConstructionView } from './ConstructionView';
import { DealNotFound } from './DealNotFound';
import { useDeal } from './useDeal';
import * as styles from './constructionPage.css';

export const CONSTRUCTION_TITLE = 'Construction Management';

/**
 * The construction page of one deal: loads the deal, names it in the page title (nickname, else
 * address), links back to the deal, then shows the case the deal is in. A deal that does not
 * load, or is not the user's, shows the not-found look.
 */
export function ConstructionFrame({ dealId }: { dealId: string }) {
  const { state, refresh } = useDeal(dealId);
  const name = state.status === 'loaded' ? navLabel(state.data) : null;
  // A deal with neither nickname nor address is named '-' on the page, but not in the title.
  usePageTitleDetail(name === '-' ? null : name);
  if (state.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  if (state.status === 'error') return <DealNotFound id={dealId} />;
  const deal = state.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageLink name="deal" params={{ id: deal.id }} className={styles.back}>
          <span aria-hidden="true">←</span>
          <span>
            <span className={visuallyHidden}>Back to </span>
            {navLabel(deal)}
          </span>
        </PageLink>
        <h1 className={styles.title}>{CONSTRUCTION_TITLE}</h1>
      </header>
      <ConstructionView deal={deal} onDealChanged={refresh} />
    </div>
  );
}
