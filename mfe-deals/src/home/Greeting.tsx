import { useSession } from '@lender/shared';
import * as styles from './home.css';

/** The page heading: 'Welcome, {first name}' and the dashboard's name. */
export function Greeting({ dashboardName }: { dashboardName: string }) {
  const name = useSession((state) => state.name);
  const firstName = name?.trim().split(/\s+/)[0];
  return (
    <header className={styles.greeting}>
      <h1 className={styles.title}>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      <p className={styles.subtitle}>{dashboardName}</p>
    </header>
  );
}
