import { DealPage } from '@lender/shared';
import { ConstructionView } from './ConstructionView';
import * as styles from './constructionPage.css';

const CONSTRUCTION_TITLE = 'Construction Management';

/**
 * The construction page of one deal: the core's deal page (the deal read, named in the page title,
 * the same header and tabs as every other deal tab, or the not-found look) and in it the case the
 * deal is in.
 */
export function ConstructionFrame({ dealId }: { dealId: string }) {
  return (
    <DealPage dealId={dealId}>
      {(deal) => (
        <div className={styles.page}>
          <h2 className={styles.title}>{CONSTRUCTION_TITLE}</h2>
          <ConstructionView deal={deal} />
        </div>
      )}
    </DealPage>
  );
}
