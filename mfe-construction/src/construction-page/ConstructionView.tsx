import { LoadingState, useLoadedComponent } from '@lender/shared';
import { DRAW_MESSAGES, constructionView, type DealDetail } from '@lender/contracts';
import { DrawsSection } from '../draw-status/DrawsSection';
import * as styles from './constructionPage.css';

// The budget upload is shown until a deal's budget is in, the draws after: its code loads only
// for a deal that shows it.
const loadBudgetUpload = () =>
  import('../budget-upload/BudgetUpload').then((module) => module.BudgetUpload);

function LoadedBudgetUpload({ deal }: { deal: DealDetail }) {
  const upload = useLoadedComponent(loadBudgetUpload, 'budget upload');
  return upload.status === 'loaded' ? <upload.Component deal={deal} /> : <LoadingState />;
}

interface ConstructionViewProps {
  deal: DealDetail;
}

/** The three cases of spec §2, by the contracts' constructionView. */
export function ConstructionView({ deal }: ConstructionViewProps) {
  switch (constructionView(deal)) {
    case 'contact-analyst':
      // Draws are not fetched for funded multifamily deals (§7).
      return (
        <section className={styles.section} aria-label="Draw requests">
          <p>{DRAW_MESSAGES.contactAnalyst}</p>
        </section>
      );
    case 'budget-upload':
      return <LoadedBudgetUpload deal={deal} />;
    case 'draws':
      return <DrawsSection dealId={deal.id} />;
  }
}
