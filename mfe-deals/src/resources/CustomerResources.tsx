import { useRuntimeConfig } from '@lender/shared';
import { AddMyLoan } from '../add-loan/AddMyLoan';
import { ResourceList } from './ResourceList';
import { customerResources } from './resourceFiles';
import * as styles from './resources.css';

/**
 * Customer resources: downloadable templates, and Add My Loan unless loan lookup is disabled (the
 * default, spec §2).
 */
export function CustomerResources() {
  const { flags } = useRuntimeConfig();
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Resources</h1>
        {flags.loanLookupDisabled ? null : <AddMyLoan />}
      </div>
      <p>Templates and forms for your loans. Select a file to download it.</p>
      <ResourceList files={customerResources} />
    </div>
  );
}
