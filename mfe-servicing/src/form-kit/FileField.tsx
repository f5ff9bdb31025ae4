import { useId } from 'react';
import { Button, FileDropArea } from '@lender/shared';
import { describeFile } from './chosenFiles';
import { acceptedTypes } from './fileDropTexts';
import * as styles from './formKit.css';

export interface FileFieldProps {
  /** The document (or documents) asked for. */
  label: string;
  name: string;
  accept: string;
  /** What is kept: one file for a document, up to a limit under a question that takes several. */
  files: readonly File[];
  /** Several files under one question (capex); else one document (a choice replaces it). */
  multiple?: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

/** The files of a kept document: none, or the one. */
export const fileList = (file: File | undefined): File[] => (file ? [file] : []);

/**
 * A form's document field: a drop area (or its Choose button, named for the document), the kept
 * files each with a Remove button, an optional hint, and the error, which the whole area shows.
 */
export function FileField({
  label,
  name,
  accept,
  files,
  multiple = false,
  onChoose,
  onRemove,
  error,
  required,
  disabled = false,
  hint,
}: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const removeButton = (index: number, what: string) => (
    <Button variant="link" disabled={disabled} onClick={() => onRemove(index)}>
      Remove<span className={styles.hidden}> {what}</span>
    </Button>
  );
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
        prompt={multiple ? 'Drag and drop files here, or' : 'Drag and drop a file here, or'}
        buttonText={
          <>
            {multiple ? 'Choose files' : 'Choose file'}
            <span className={styles.hidden}> for {label}</span>
          </>
        }
        inputLabel={label}
        limits={acceptedTypes(accept)}
        accept={accept}
        name={name}
        multiple={multiple}
        onFiles={(chosen) => {
          if (chosen.length > 0) onChoose(multiple ? chosen : chosen.slice(0, 1));
        }}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy || undefined}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {multiple && files.length > 0 ? (
        <ul className={styles.fileList} aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileChosen}>
              <span>{describeFile(file)}</span>
              {removeButton(index, file.name)}
            </li>
          ))}
        </ul>
      ) : null}
      {!multiple && files[0] ? (
        <p className={styles.fileChosen}>
          <span>{describeFile(files[0])}</span>
          {removeButton(0, label)}
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
