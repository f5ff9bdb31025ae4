import { Link } from 'react-router-dom';
import { isViewingAnotherAccount, useSession } from '@lender/shared';
import { OPS_REMOTES_PATH } from '../ops/opsPath';
import { ViewAccountBar } from './ViewAccountBar';
import { ViewingBanner } from './ViewingBanner';
import * as styles from './viewAccount.css';

/** An employee's strip above the signed-in pages: View Account, the viewing banner, ops. */
export default function EmployeeStrip() {
  const viewing = useSession(isViewingAnotherAccount);
  return (
    <div className={styles.strip}>
      <ViewingBanner />
      <ViewAccountBar />
      {!viewing && (
        <Link to={OPS_REMOTES_PATH} className={styles.opsLink}>
          Remote status
        </Link>
      )}
    </div>
  );
}
