import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import * as styles from './FileDropArea.css';

export interface FileDropAreaProps {
  /** What the area says before its button ('Drag and drop files here, or'). */
  prompt: ReactNode;
  /** The button that opens the file picker ('Browse files'). */
  buttonText: ReactNode;
  /** The name of the hidden file input ('Files to upload'). */
  inputLabel: string;
  /** What may be chosen (types, size): shown below the button, which it describes. */
  limits: ReactNode;
  /** The file input's accept list ('.xlsx,.csv'); any file when undefined. */
  accept?: string;
  /** More than one file at a time. */
  multiple?: boolean;
  /** Files dropped or chosen (none taken while disabled). */
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** The id of the note saying why the area is disabled (while viewing an account). */
  disabledReasonId?: string;
  /** The file input's form name. */
  name?: string;
  /** The choice is refused (its message's id in `describedBy`): the whole area shows it. */
  invalid?: boolean;
  /** Ids of what else describes the choice (a field's error or hint). */
  describedBy?: string;
}

/**
 * Files dropped here or chosen with the button. The file input is hidden and out of the tab
 * order: the button is what keyboard and screen-reader users reach.
 */
export function FileDropArea({
  prompt,
  buttonText,
  inputLabel,
  limits,
  accept,
  multiple,
  onFiles,
  disabled,
  disabledReasonId,
  name,
  invalid,
  describedBy,
}: FileDropAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const limitsId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      data-invalid={invalid || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className={styles.prompt}>{prompt}</p>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={[disabledReasonId, describedBy, limitsId].filter(Boolean).join(' ')}
        onClick={() => inputRef.current?.click()}
      >
        {buttonText}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        name={name}
        tabIndex={-1}
        aria-label={inputLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={[disabledReasonId, describedBy].filter(Boolean).join(' ') || undefined}
        className={visuallyHidden}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file may be chosen again (after it was removed or refused).
          event.target.value = '';
        }}
      />
      <p id={limitsId} className={styles.limits}>
        {limits}
      </p>
    </div>
  );
}
