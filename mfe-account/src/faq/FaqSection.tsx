import { Section } from '@lender/shared';
import type { FaqSection } from './faqContent';
import * as styles from './faq.css';

/** One topic: its heading and a disclosure per question. */
export function FaqSectionView({ section }: { section: FaqSection }) {
  return (
    <Section
      id={section.id}
      title={section.title}
      className={styles.section}
      titleClassName={styles.heading}
    >
      {section.entries.map((entry) => (
        <details key={entry.id} id={entry.id} className={styles.entry}>
          <summary className={styles.question}>{entry.question}</summary>
          <div className={styles.answer}>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </Section>
  );
}
