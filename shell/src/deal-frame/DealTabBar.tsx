import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { DealDetail } from '@lender/contracts';
import { isCustomer, useSession } from '@lender/shared';
import { currentTab, dealTabs, useDealTabDirectory } from './dealTabs';
import * as styles from './dealFrame.css';

/** The deal's tabs: links in a nav, the current one marked for assistive technology. */
export function DealTabBar({ deal }: { deal: DealDetail }) {
  const customer = useSession(isCustomer);
  const { pathname } = useLocation();
  const declared = useDealTabDirectory((state) => state.tabs);
  const tabs = dealTabs(declared, deal, customer);
  const current = currentTab(tabs, pathname);
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: the current tab is brought into it (never the page).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, [pathname]);
  return (
    <nav className={styles.tabBar} aria-label="Deal pages">
      <ul ref={listRef} className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.key} className={styles.tabItem}>
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
