import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, visuallyHidden } from '@lender/shared';
import * as styles from './documents.css';

interface UploadAreaProps {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** The id of the note saying why the area is disabled (while viewing an account). */
  disabledReasonId?: string;
}

/**
 * Files dropped here or chosen with Browse files. The file input is hidden and out of the tab
 * order: the button is what keyboard and screen-reader users reach.
 */
export function UploadArea({ onFiles, disabled, disabledReasonId }: UploadAreaProps) {
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
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className={styles.dropText}>Drag and drop files here, or</p>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={[disabledReasonId, limitsId].filter(Boolean).join(' ')}
        onClick={() => inputRef.current?.click()}
      >
        Browse files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        tabIndex={-1}
        aria-label="Files to upload"
        aria-describedby={disabledReasonId}
        className={visuallyHidden}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <p id={limitsId} className={styles.limits}>
        Up to 20MB per file.
      </p>
    </div>
  );
}
