import { useId, type ReactNode } from 'react';
import * as look from './Section.css';

export interface SectionProps {
  /** The heading (an h2): shown first, and the region's name (aria-labelledby). */
  title: ReactNode;
  /** The section's own id (an anchor to it). */
  id?: string;
  /** The section's own look in place of the standard panel. */
  className?: string;
  /** The heading's own look in place of the standard section heading. */
  titleClassName?: string;
  children?: ReactNode;
}

/**
 * A titled region of a page: a section named by its h2, the way a screen reader lists it. Without
 * classes of its own it is the portal's standard panel with its heading; a class replaces that
 * look rather than adding to it, so no rule depends on which stylesheet loaded first.
 */
export function Section({
  title,
  id,
  className = look.section,
  titleClassName = look.heading,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
