import { ResourceList } from './ResourceList';
import { customerResources } from './resourceFiles';
import * as styles from './resources.css';

/**
 * Customer resources: downloadable templates. (Add My Loan stays hidden: loan lookup is disabled,
 * spec §2, and the API has no lookup-loan endpoint yet.)
 */
export function CustomerResources() {
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Resources</h1>
      </div>
      <p>Templates and forms for your loans. Select a file to download it.</p>
      <ResourceList files={customerResources} />
    </div>
  );
}
