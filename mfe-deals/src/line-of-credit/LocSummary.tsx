import { Link, type LoadState, Section } from '@lender/shared';
import type { EntityLoc } from './locEntities';
import { LocStatusList } from './LocStatusList';
import * as styles from './lineOfCredit.css';
import { ownPath } from '../paths';

/**
 * The customer home's recent-LOC fetch: the line-of-credit status of each borrowing entity when
 * there is any; nothing while loading, when there is none, or when the call fails (spec §8).
 */
export function LocSummary({ locs }: { locs: LoadState<EntityLoc[]> }) {
  if (locs.status !== 'loaded' || locs.data.length === 0) return null;
  return (
    <Section title="Line of Credit" className={styles.summary} titleClassName={styles.summaryTitle}>
      <LocStatusList entities={locs.data} />
      <Link to={ownPath('line-of-credit')} className={styles.link}>
        Line of credit details
      </Link>
    </Section>
  );
}
