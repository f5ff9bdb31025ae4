import { useId, type ReactNode } from 'react';
import * as styles from './formKit.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** An agreement box with its error. */
export function CheckboxField({ label, name, checked, onChange, error }: CheckboxFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.checkbox}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          className={styles.choiceInput}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
