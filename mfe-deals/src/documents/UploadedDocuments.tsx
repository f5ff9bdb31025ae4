import type { DocumentFile } from '@lender/contracts';
import {
  LoadError,
  LoadingState,
  Table,
  formatDate,
  type LoadState,
  type TableColumn,
} from '@lender/shared';
import { newestFirst } from './documentRules';
import * as styles from './documents.css';

const columns: readonly TableColumn<DocumentFile>[] = [
  {
    key: 'name',
    header: 'File Name',
    rowHeader: true,
    cell: (file) => (
      <a href={file.url} download={file.name} className={styles.link}>
        {file.name}
      </a>
    ),
  },
  { key: 'created_at', header: 'Upload Date', cell: (file) => formatDate(file.created_at) },
];

interface UploadedDocumentsProps {
  state: LoadState<DocumentFile[]>;
  onRetry: () => void;
}

/** The deal's uploaded files, newest first; each name downloads the file. */
export function UploadedDocuments({ state, onRetry }: UploadedDocumentsProps) {
  if (state.status === 'loading') return <LoadingState>Loading documents...</LoadingState>;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} />;
  return (
    <Table
      caption="Uploaded documents"
      captionHidden
      columns={columns}
      rows={newestFirst(state.data)}
      rowKey={(file, index) => `${file.url}-${index}`}
      emptyText="No documents have been uploaded yet."
    />
  );
}
