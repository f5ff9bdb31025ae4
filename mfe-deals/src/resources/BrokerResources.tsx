import { ResourceList } from './ResourceList';
import { brokerResources } from './resourceFiles';
import * as styles from './resources.css';

/** Broker resources: the templates to include with a loan submission. */
export function BrokerResources() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Broker Resources</h1>
      <p>Templates for submitting your borrowers' loans. Select a file to download it.</p>
      <ResourceList files={brokerResources} />
    </div>
  );
}
