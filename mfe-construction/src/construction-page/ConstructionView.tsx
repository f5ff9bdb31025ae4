import { DRAW_MESSAGES, constructionView, type DealDetail } from '@lender/contracts';
import { BudgetUpload } from '../budget-upload/BudgetUpload';
import { DrawsSection } from '../draw-status/DrawsSection';
import * as styles from './constructionPage.css';

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
      return <BudgetUpload deal={deal} />;
    case 'draws':
      return <DrawsSection dealId={deal.id} />;
  }
}
