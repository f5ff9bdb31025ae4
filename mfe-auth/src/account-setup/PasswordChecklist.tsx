import { useId } from 'react';
import { visuallyHidden } from '@lender/shared';
import { MIN_PASSWORD_LENGTH, passwordChecks } from '@lender/contracts';
import * as styles from './accountSetup.css';

type Criterion = keyof ReturnType<typeof passwordChecks>;

const CRITERIA: readonly [Criterion, string][] = [
  ['lowercase', 'One lowercase letter'],
  ['uppercase', 'One uppercase letter'],
  ['number', 'One number'],
  ['length', `At least ${MIN_PASSWORD_LENGTH} characters`],
];

/** The ids of the criteria: the password field is described by them (see PasswordChecklist). */
export const checklistItemIds = (id: string): string =>
  CRITERIA.map(([criterion]) => `${id}-${criterion}`).join(' ');

/**
 * The four criteria of a new password, checked as the visitor types. Each says met or not in
 * words (a mark and hidden text, not colour alone). The password field is described by the items
 * (`id` prefixes their ids), not by the list, whose name would be read instead; a polite summary
 * speaks only when the number of criteria met changes.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const checks = passwordChecks(password);
  const metCount = CRITERIA.filter(([criterion]) => checks[criterion]).length;
  const titleId = useId();
  return (
    <div>
      <p id={titleId} className={styles.checklistTitle}>
        Your password needs
      </p>
      <ul className={styles.checklist} aria-labelledby={titleId}>
        {CRITERIA.map(([criterion, label]) => {
          const met = checks[criterion];
          return (
            <li
              key={criterion}
              id={`${id}-${criterion}`}
              className={met ? styles.met : styles.unmet}
            >
              <span className={styles.mark} aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              {label}
              <span className={visuallyHidden}>{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
      <p className={visuallyHidden} aria-live="polite">
        {password ? `${metCount} of ${CRITERIA.length} password requirements met` : ''}
      </p>
    </div>
  );
}
