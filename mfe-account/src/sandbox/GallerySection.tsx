import { useId, type ReactNode } from 'react';
import * as styles from './sandbox.css';

/** One component's showcase: a titled region with the examples in a row. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.examples}>{children}</div>
    </section>
  );
}
