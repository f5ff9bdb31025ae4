import { isCustomer, Link, useLocation, useSession } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { currentTab, dealTabs } from './dealTabs';
import * as styles from './dealFrame.css';

/** The deal's tabs: links in a nav, the current one marked for assistive technology. */
export function DealTabBar({ deal }: { deal: DealDetail }) {
  const customer = useSession(isCustomer);
  const { pathname } = useLocation();
  const tabs = dealTabs(deal, customer);
  const current = currentTab(tabs, pathname);
  return (
    <nav className={styles.tabBar} aria-label="Deal pages">
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              className={styles.tab}
              aria-current={tab === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
