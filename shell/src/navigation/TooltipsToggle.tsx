import { useSession } from '@lender/shared';
import * as styles from './SideNav.css';

/** Tooltips on or off, persisted in the session's `options`. */
export function TooltipsToggle() {
  const on = useSession((state) => state.options.toolTips);
  const setToolTips = useSession((state) => state.setToolTips);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={styles.toggle}
      onClick={() => setToolTips(!on)}
    >
      Tooltips: {on ? 'On' : 'Off'}
    </button>
  );
}
