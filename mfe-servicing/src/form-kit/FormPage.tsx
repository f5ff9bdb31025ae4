import type { ReactNode } from 'react';
import { Link } from '@lender/shared';
import * as styles from './formKit.css';
import { ownPath } from '../paths';

interface FormPageProps {
  title: string;
  intro?: ReactNode;
  /** Signed-in forms link back to the menu; the public payoff has no menu. */
  backToMenu?: boolean;
  children: ReactNode;
}

/** A servicing form's page: the way back to the menu, its one h1, an introduction and the form. */
export function FormPage({ title, intro, backToMenu = true, children }: FormPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {backToMenu ? (
          <Link to={ownPath('servicing-requests')} className={styles.back}>
            ← Servicing Requests
          </Link>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
