import { faqSections } from './faqContent';
import { FaqSectionView } from './FaqSection';
import * as styles from './faq.css';

/** /dashboard/faq: questions by topic, each answer in a native disclosure (details/summary). */
export default function FaqPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Frequently Asked Questions</h1>
      <nav aria-label="FAQ topics" className={styles.topics}>
        <ul className={styles.topicList}>
          {faqSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.topicLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faqSections.map((section) => (
        <FaqSectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
