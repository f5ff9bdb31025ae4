import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from '../Field/Field.css';
import { useFieldIds } from '../Field/fieldIds';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Error text: shown below, linked by aria-describedby, sets aria-invalid. */
  error?: ReactNode;
  /** Help text, linked by aria-describedby. */
  hint?: ReactNode;
  className?: string;
}

export const TextField = ({
  label,
  error,
  hint,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) => {
  const ids = useFieldIds(id, { hint, error, describedBy: ariaDescribedBy });
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        {...inputProps}
        id={ids.controlId}
        type={type}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {hint ? (
        <span id={ids.hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
};
