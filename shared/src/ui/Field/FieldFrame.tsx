// The frame of every form field: label (with the required mark), the control, hint and error, and
// the ids and aria attributes that tie them together.
import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import * as styles from './Field.css';
import { useFieldIds } from './fieldIds';

/** The props every field takes besides its control's own. */
export interface FieldProps {
  label: ReactNode;
  /**
   * The label is read by screen readers but not shown (a field in a table row, whose column
   * header already says what it is).
   */
  labelHidden?: boolean;
  /** Error text: shown below, linked by aria-describedby, sets aria-invalid. */
  error?: ReactNode;
  /** Help text, linked by aria-describedby. */
  hint?: ReactNode;
  className?: string;
}

/** What the control gets from its frame. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps extends FieldProps {
  /** The control's id; generated when undefined. */
  id: string | undefined;
  required: boolean | undefined;
  /** The caller's own aria-describedby, listed before the hint and error. */
  describedBy: string | undefined;
  /** Renders the control with the props that link it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export const FieldFrame = ({
  id,
  label,
  labelHidden,
  error,
  hint,
  required,
  describedBy,
  className,
  children,
}: FieldFrameProps) => {
  const ids = useFieldIds(id, { hint, error, describedBy });
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={labelHidden ? visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: ids.controlId,
        required,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
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
