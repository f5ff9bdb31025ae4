import type { DocumentFile } from '@lender/contracts';
import {
  LoadError,
  LoadingState,
  Table,
  formatDate,
  useRuntimeConfig,
  type LoadState,
  type TableColumn,
} from '@lender/shared';
import { documentHref, newestFirst } from './documentRules';
import * as styles from './documents.css';

const columnsFor = (apiBaseUrl: string): readonly TableColumn<DocumentFile>[] => [
  {
    key: 'name',
    header: 'File Name',
    rowHeader: true,
    cell: (file) => (
      <a href={documentHref(file.url, apiBaseUrl)} download={file.name} className={styles.link}>
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
  const { apiBaseUrl } = useRuntimeConfig();
  if (state.status === 'loading') return <LoadingState>Loading documents...</LoadingState>;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} />;
  return (
    <Table
      caption="Uploaded documents"
      captionHidden
      columns={columnsFor(apiBaseUrl)}
      rows={newestFirst(state.data)}
      rowKey={(file, index) => `${file.url}-${index}`}
      emptyText="No documents have been uploaded yet."
    />
  );
}
