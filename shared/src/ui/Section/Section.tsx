import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** The heading (an h2): shown first, and the region's name (aria-labelledby). */
  title: ReactNode;
  /** The section's own id (an anchor to it). */
  id?: string;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}

/** A titled region of a page: a section named by its h2, the way a screen reader lists it. */
export function Section({ title, id, className, titleClassName, children }: SectionProps) {
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
