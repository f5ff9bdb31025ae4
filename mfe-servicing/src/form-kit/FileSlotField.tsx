import { useId } from 'react';
import { Button, FileDropArea } from '@lender/shared';
import { describeFile } from './chosenFiles';
import { acceptedTypes } from './fileDropTexts';
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

/**
 * One document of a form: a drop area (or its Choose file button), the kept file with a Remove
 * button, and its error, which the whole area shows.
 */
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
        prompt="Drag and drop a file here, or"
        buttonText={
          <>
            Choose file<span className={styles.hidden}> for {label}</span>
          </>
        }
        inputLabel={label}
        limits={acceptedTypes(accept)}
        accept={accept}
        name={name}
        onFiles={(files) => {
          const [chosen] = files;
          if (chosen) onChoose(chosen);
        }}
        disabled={Boolean(disabled)}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
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
