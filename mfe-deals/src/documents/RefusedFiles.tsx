import { Alert } from '@lender/shared';
import type { RefusedFile } from './useDocumentUpload';
import * as styles from './documents.css';

/** Chosen files that cannot be uploaded, each with the spec's messages (§5). */
export function RefusedFiles({ files }: { files: readonly RefusedFile[] }) {
  if (files.length === 0) return null;
  return (
    <Alert variant="error" title="These files were not added:">
      <ul className={styles.refused}>
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`}>
            <span className={styles.refusedName}>{file.name}</span>:{' '}
            {file.messages.map((message) => (
              <span key={message}>{message} </span>
            ))}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
