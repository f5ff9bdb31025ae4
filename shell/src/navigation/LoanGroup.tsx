import { Link, NavLink } from 'react-router-dom';
import {
  fillPattern,
  formatCount,
  navLabel,
  paths,
  useDisclosure,
  usePageDirectory,
} from '@lender/shared';
import { useLoanLists, type LoanListKey } from './loan-lists/loanLists';
import * as styles from './SideNav.css';

/**
 * An expandable list of loans; construction items open the deal's construction page. The pages
 * are the remotes' (their offered links deal and deal-construction): without one, plain text.
 */
export function LoanGroup({ label, list }: { label: string; list: LoanListKey }) {
  const loanList = useDisclosure();
  const loans = useLoanLists((state) => state.lists[list]);
  const total = useLoanLists((state) => state.lists.totals?.[list] ?? loans.length);
  const pattern = usePageDirectory(
    (directory) => directory.patterns[list === 'construction' ? 'deal-construction' : 'deal'],
  );
  return (
    <>
      <button type="button" className={styles.groupButton} {...loanList.toggleProps}>
        {label}
        <span aria-hidden="true">{loanList.open ? '▾' : '▸'}</span>
      </button>
      <ul className={styles.subList} {...loanList.contentProps}>
        {loans.length === 0 ? (
          <li className={styles.subItem}>No loans currently available</li>
        ) : (
          loans.map((loan) => (
            <li key={loan.id}>
              {pattern !== undefined ? (
                <NavLink
                  to={fillPattern(pattern, { id: loan.id }) ?? ''}
                  end
                  className={styles.subLink}
                >
                  {navLabel(loan)}
                </NavLink>
              ) : (
                <span className={styles.subItem}>{navLabel(loan)}</span>
              )}
            </li>
          ))
        )}
        {total > loans.length ? (
          <li>
            <Link to={paths.dashboard} className={styles.subLink}>
              {`Showing ${loans.length} of ${formatCount(total)}: all on the dashboard`}
            </Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
