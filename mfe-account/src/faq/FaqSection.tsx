import type { FaqSection } from './faqContent';
import * as styles from './faq.css';

/** One topic: its heading and a disclosure per question. */
export function FaqSectionView({ section }: { section: FaqSection }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h2>
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
    </section>
  );
}
