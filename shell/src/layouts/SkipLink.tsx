import * as styles from './SkipLink.css';

/** The first stop for keyboard users: straight to the page's content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to main content
    </a>
  );
}
