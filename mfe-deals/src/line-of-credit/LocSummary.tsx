import { useId } from 'react';
import { Link, type LoadState } from '@lender/shared';
import type { EntityLoc } from './locEntities';
import { LocStatusList } from './LocStatusList';
import * as styles from './lineOfCredit.css';
import { ownPath } from '../paths';

/**
 * The customer home's recent-LOC fetch: the line-of-credit status of each borrowing entity when
 * there is any; nothing while loading, when there is none, or when the call fails (spec §8).
 */
export function LocSummary({ locs }: { locs: LoadState<EntityLoc[]> }) {
  const headingId = useId();
  if (locs.status !== 'loaded' || locs.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={styles.summaryTitle}>
        Line of Credit
      </h2>
      <LocStatusList entities={locs.data} />
      <Link to={ownPath('line-of-credit')} className={styles.link}>
        Line of credit details
      </Link>
    </section>
  );
}
