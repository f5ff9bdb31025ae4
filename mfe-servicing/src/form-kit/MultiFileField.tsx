import { useId } from 'react';
import { Button, FileDropArea } from '@lender/shared';
import { describeFile } from './chosenFiles';
import { acceptedTypes } from './fileDropTexts';
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
      <span className={styles.fileLabel}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <FileDropArea
        prompt="Drag and drop files here, or"
        buttonText={
          <>
            Choose files<span className={styles.hidden}> for {label}</span>
          </>
        }
        inputLabel={label}
        limits={acceptedTypes(accept)}
        accept={accept}
        name={name}
        multiple
        onFiles={(chosen) => {
          if (chosen.length > 0) onChoose(chosen);
        }}
        disabled={false}
        invalid={Boolean(error)}
        describedBy={describedBy || undefined}
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
