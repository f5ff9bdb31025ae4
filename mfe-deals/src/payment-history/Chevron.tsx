import * as styles from './paymentHistory.css';

/**
 * The disclosure chevron: a drawn arrow (pointing right, turned down when its button is
 * expanded), so it keeps its size and weight in every font, where a '›' turned on its side reads
 * as a small 'ˇ'.
 */
export const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d="M6 3.5 10.5 8 6 12.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
