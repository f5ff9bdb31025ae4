import { useDeal } from '@lender/shared';
import { ConstructionView } from './ConstructionView';
import * as styles from './constructionPage.css';

const CONSTRUCTION_TITLE = 'Construction Management';

/**
 * /dashboard/deal/{id}/construction, in the shell's deal frame (the deal read, named in the page
 * title, the same header and tabs as every other deal tab, or the not-found look): the case the
 * deal is in.
 */
export default function ConstructionPage() {
  const deal = useDeal();
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{CONSTRUCTION_TITLE}</h2>
      <ConstructionView deal={deal} />
    </div>
  );
}
