import { useSession } from '@lender/shared';
import { welcomeText } from './welcome';
import * as styles from './home.css';

/** The page heading: 'Welcome, {first name}' and the dashboard's name. */
export function Greeting({ dashboardName }: { dashboardName: string }) {
  const name = useSession((state) => state.name);
  return (
    <header className={styles.greeting}>
      <h1 className={styles.title}>{welcomeText(name)}</h1>
      <p className={styles.subtitle}>{dashboardName}</p>
    </header>
  );
}
