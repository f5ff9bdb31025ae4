import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { dealConstructionPath, dealPath, navLabel, useSession } from '@lender/shared';
import type { LoanListKey } from './menu';
import * as styles from './SideNav.css';

/** An expandable list of loans; construction items open the deal's construction page. */
export function LoanGroup({ label, list }: { label: string; list: LoanListKey }) {
  const [expanded, setExpanded] = useState(false);
  const loans = useSession((state) => state.loans[list]);
  const listId = useId();
  const linkTo = list === 'construction' ? dealConstructionPath : dealPath;
  return (
    <>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {loans.length === 0 ? (
          <li className={styles.empty}>No loans currently available</li>
        ) : (
          loans.map((loan) => (
            <li key={loan.id}>
              <NavLink to={linkTo(loan.id)} end className={styles.subLink}>
                {navLabel(loan)}
              </NavLink>
            </li>
          ))
        )}
      </ul>
    </>
  );
}
