import type { ReactNode } from 'react';
import { Section } from '@lender/shared';
import * as styles from './sandbox.css';

/** One component's showcase: a titled region with the examples in a row. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title} className={styles.section} titleClassName={styles.heading}>
      <div className={styles.examples}>{children}</div>
    </Section>
  );
}
