import { constructionView, type DealDetail } from '@lender/contracts';
import { isCustomer, PageLink, useSession, Section } from '@lender/shared';
import * as styles from './overview.css';

/**
 * Where a borrower finds the construction budget of a deal that has no Construction Management
 * tab yet (not funded, not of the four product types: spec §2's budget-template case of the
 * construction page). It links to that page by its offered name; nothing for brokers, or deals
 * whose construction page is the tab.
 */
export function ConstructionBudget({ deal }: { deal: DealDetail }) {
  const customer = useSession(isCustomer);
  if (!customer || constructionView(deal) !== 'budget-upload') return null;
  return (
    <Section title="Construction Budget">
      <p>
        Download the budget template, fill it in and upload it: your construction budget is part of
        the loan&apos;s review.
      </p>
      <PageLink name="deal-construction" params={{ id: deal.id }} className={styles.payLink}>
        Upload your construction budget
      </PageLink>
    </Section>
  );
}
