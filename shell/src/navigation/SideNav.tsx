import type { Ref } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { paths, signOut, useRuntimeConfig, visuallyHidden } from '@lender/shared';
import { usePageTable } from '../pages/pageTable';
import { useViewer } from '../pages/useViewer';
import { buildMenu, type MenuItem } from './menu';
import { LoanGroup } from './LoanGroup';
import { PaymentEntry } from './payment/PaymentEntry';
import { TooltipsToggle } from './TooltipsToggle';
import * as styles from './SideNav.css';

function Entry({ item }: { item: MenuItem }) {
  const navigate = useNavigate();
  switch (item.kind) {
    case 'link':
      return (
        <NavLink to={item.to} end className={styles.link}>
          {item.label}
        </NavLink>
      );
    case 'loans':
      return <LoanGroup label={item.label} list={item.list} />;
    case 'payment':
      return <PaymentEntry label={item.label} />;
    case 'external':
      return (
        <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {item.label}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      );
    case 'logout':
      return (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            signOut();
            navigate(paths.signIn, { replace: true });
          }}
        >
          {item.label}
        </button>
      );
  }
}

interface SideNavProps {
  id: string;
  open: boolean;
  ref?: Ref<HTMLElement>;
}

export function SideNav({ id, open, ref }: SideNavProps) {
  const { flags, pricingEngineUrl } = useRuntimeConfig();
  const nav = usePageTable((table) => table.nav);
  const menu = buildMenu(useViewer(), nav, flags, pricingEngineUrl);
  return (
    <nav id={id} ref={ref} aria-label="Main" className={open ? styles.navOpen : styles.nav}>
      <ul className={styles.list}>
        {menu.map((item) => (
          <li key={`${item.kind} ${item.label}`}>
            <Entry item={item} />
          </li>
        ))}
      </ul>
      <TooltipsToggle />
    </nav>
  );
}
