import { useState } from 'react';
import type { DealRep } from '@lender/contracts';
import { formatPhone, Section, useRuntimeConfig } from '@lender/shared';
import { initials, repContact, telHref } from './repContact';
import * as styles from './repCard.css';

/** The deal's rep (or the default support contact): name, title, email, phone, picture. */
export function RepCard({ rep }: { rep: DealRep | null }) {
  const config = useRuntimeConfig();
  const contact = repContact(rep, config);
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Section title="Your Representative" className={styles.card} titleClassName={styles.heading}>
      <div className={styles.body}>
        {contact.image && !imageFailed ? (
          <img
            className={styles.avatar}
            src={contact.image}
            alt=""
            width={64}
            height={64}
            // Below the first screen on a phone (after the tab's content): fetched when near.
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(contact.name)}
          </span>
        )}
        <div className={styles.details}>
          <p className={styles.name}>{contact.name}</p>
          {contact.title ? <p className={styles.line}>{contact.title}</p> : null}
        </div>
        {/* Under the picture and name, across the card: an email keeps its line in a header
            column where the space beside the picture is too narrow for it. */}
        <div className={styles.contacts}>
          <a className={styles.contactLink} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          <a className={styles.contactLink} href={telHref(contact.phone)}>
            {formatPhone(contact.phone) || contact.phone}
          </a>
        </div>
      </div>
    </Section>
  );
}
