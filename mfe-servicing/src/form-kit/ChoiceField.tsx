import { useId, type ReactNode } from 'react';
import * as styles from './formKit.css';

export interface ChoiceFieldProps {
  /** The question: the group's legend. */
  legend: ReactNode;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A one-of-a-few question (Yes/No, Sell/Refinance) as a radio group with its error. */
export function ChoiceField({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
}: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      role="radiogroup"
      className={styles.choice}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend className={styles.choiceLegend}>
        {legend}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.choiceOptions}>
        {options.map((option, index) => (
          <label key={option} className={styles.choiceOption}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              // The first radio carries the invalid mark, so focus-first-invalid lands in the group.
              aria-invalid={error && index === 0 ? true : undefined}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
