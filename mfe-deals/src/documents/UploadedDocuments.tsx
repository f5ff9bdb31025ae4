import type { DocumentFile } from '@lender/contracts';
import { ReadView, Table, useRuntimeConfig, type Read, type TableColumn } from '@lender/shared';
import { documentHref, newestFirst, uploadDate } from './documentRules';
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
  { key: 'created_at', header: 'Upload Date', cell: (file) => uploadDate(file.created_at) },
];

/** The deal's uploaded files, newest first; each name downloads the file. */
export function UploadedDocuments({ documents }: { documents: Read<DocumentFile[]> }) {
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <ReadView read={documents} loading="Loading documents...">
      {(files) => (
        <Table
          caption="Uploaded documents"
          captionHidden
          columns={columnsFor(apiBaseUrl)}
          rows={newestFirst(files)}
          rowKey={(file, index) => `${file.url}-${index}`}
          emptyText="No documents have been uploaded yet."
        />
      )}
    </ReadView>
  );
}
