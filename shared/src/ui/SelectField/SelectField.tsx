import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Option } from '../../config/options';
import * as styles from '../Field/Field.css';
import { useFieldIds } from '../Field/fieldIds';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly Option[];
  /** First, empty-valued choice (e.g. 'Select a state'). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export const SelectField = ({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) => {
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
      <select
        {...selectProps}
        id={ids.controlId}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
