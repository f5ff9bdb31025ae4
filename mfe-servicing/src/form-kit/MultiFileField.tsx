import { useId } from 'react';
import { Button } from '@lender/shared';
import { describeFile } from './chosenFiles';
import * as styles from './formKit.css';

export interface MultiFileFieldProps {
  label: string;
  name: string;
  accept: string;
  files: readonly File[];
  onChoose: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  required?: boolean;
  hint?: string;
}

/** Several files under one question (capex): a file input adding to the list, each removable. */
export function MultiFileField({
  label,
  name,
  accept,
  files,
  onChoose,
  onRemove,
  error,
  required,
  hint,
}: MultiFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
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
        id={id}
        name={name}
        type="file"
        multiple
        accept={accept}
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileChosen}>
              <span>{describeFile(file)}</span>
              <Button variant="link" onClick={() => onRemove(index)}>
                Remove<span className={styles.hidden}> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
