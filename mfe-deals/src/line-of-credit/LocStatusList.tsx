import type { EntityLoc } from './locEntities';
import * as styles from './lineOfCredit.css';

/** One line per borrowing entity: its name and its line-of-credit status. */
export function LocStatusList({ entities }: { entities: readonly EntityLoc[] }) {
  return (
    <ul className={styles.list}>
      {entities.map((entity) => (
        <li key={entity.entityId} className={styles.item}>
          <span className={styles.entityName}>{entity.entityName}</span>
          <span className={styles.status[entity.label]}>{entity.label}</span>
        </li>
      ))}
    </ul>
  );
}
