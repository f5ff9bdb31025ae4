import { useId, useRef } from 'react';
import { Button } from '@lender/shared';
import { describeFile } from './chosenFiles';
import * as styles from './formKit.css';

export interface FileSlotFieldProps {
  /** The document asked for: the input's label. */
  label: string;
  name: string;
  accept: string;
  file: File | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** One document of a form: a file input, the kept file with a Remove button, and its error. */
export function FileSlotField({
  label,
  name,
  accept,
  file,
  onChoose,
  onRemove,
  error,
  required,
  disabled,
}: FileSlotFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.fileSlot}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // The input is cleared so choosing the same file again after a Remove still reports it.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? (
        <p className={styles.fileChosen}>
          <span>{describeFile(file)}</span>
          <Button variant="link" disabled={disabled} onClick={onRemove}>
            Remove<span className={styles.hidden}> {label}</span>
          </Button>
        </p>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
