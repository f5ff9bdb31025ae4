import { useId } from 'react';
import { Button, Link } from '@lender/shared';
import { Greeting } from './Greeting';
import * as styles from './home.css';

/** The shell's employee page of remote releases and errors (its "Remote status" link). */
const OPS_VIEW_PATH = '/dashboard/ops/remotes';

export const EMPLOYEE_HOME_TEXT = {
  intro:
    'Your employee account has no loans of its own. From here you can open a user’s account, or check the portal’s remotes.',
  viewAccount:
    'Enter the user’s email in the View Account bar at the top of the page and press View: you then see the portal as they do. Submissions (payments, draws, servicing requests) are disabled while you view an account, each saying why.',
  ops: 'Each part of the portal: the release it runs, whether it loaded, and the errors users reported.',
} as const;

/** Moves focus to the shell's View Account input (the bar at the top of every employee page). */
const focusViewAccount = () =>
  document
    .querySelector<HTMLInputElement>('form[role="search"][aria-label="View Account"] input')
    ?.focus();

/**
 * An employee's own home (not while viewing an account): what they can do here — View Account and
 * the ops view — instead of loan tables that are always empty for them.
 */
export function EmployeeHome() {
  const viewId = useId();
  const opsId = useId();
  return (
    <>
      <Greeting dashboardName="Employee Dashboard" />
      <p className={styles.employeeIntro}>{EMPLOYEE_HOME_TEXT.intro}</p>
      <div className={styles.employeeCards}>
        <section className={styles.employeeCard} aria-labelledby={viewId}>
          <h2 id={viewId} className={styles.employeeCardTitle}>
            View Account
          </h2>
          <p>{EMPLOYEE_HOME_TEXT.viewAccount}</p>
          <Button variant="secondary" onClick={focusViewAccount}>
            Go to View Account
          </Button>
        </section>
        <section className={styles.employeeCard} aria-labelledby={opsId}>
          <h2 id={opsId} className={styles.employeeCardTitle}>
            Remote status
          </h2>
          <p>{EMPLOYEE_HOME_TEXT.ops}</p>
          <Link to={OPS_VIEW_PATH} className={styles.employeeLink}>
            Open the remote status
          </Link>
        </section>
      </div>
    </>
  );
}
