import { formatBytes } from './documentRules';
import type { ChosenFile, FileProgress } from './useDocumentUpload';
import * as styles from './documents.css';

const percentOf = (progress: FileProgress): number | null => {
  if (progress.state === 'uploading') return progress.percent;
  if (progress.state === 'done') return 100;
  return null;
};

interface ChosenFilesProps {
  files: readonly ChosenFile[];
  onRemove: (key: string) => void;
  busy: boolean;
}

/** The files ready to upload: selecting one removes it; each shows its progress while it goes. */
export function ChosenFiles({ files, onRemove, busy }: ChosenFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.chosenList} aria-label="Files ready to upload">
      {files.map(({ key, file, progress }) => {
        const percent = percentOf(progress);
        return (
          <li key={key} className={styles.chosenItem}>
            <button
              type="button"
              className={styles.removeButton}
              aria-label={`Remove ${file.name}`}
              disabled={busy}
              onClick={() => onRemove(key)}
            >
              <span>{file.name}</span>
              <span className={styles.removeMark} aria-hidden="true">
                ×
              </span>
            </button>
            <span className={styles.size}>{formatBytes(file.size)}</span>
            {percent !== null ? (
              <span className={styles.progressRow}>
                <progress
                  className={styles.progress}
                  max={100}
                  value={percent}
                  aria-label={`Uploading ${file.name}`}
                  aria-valuenow={percent}
                />
                <span aria-hidden="true">{percent}%</span>
              </span>
            ) : null}
            {progress.state === 'failed' ? (
              <span className={styles.fileError}>{progress.message}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
