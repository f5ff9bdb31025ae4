import type { MouseEvent } from 'react';
import type { DocumentFile } from '@lender/contracts';
import {
  Alert,
  ReadView,
  Table,
  useRuntimeConfig,
  type Read,
  type TableColumn,
} from '@lender/shared';
import { documentHref, newestFirst, uploadDate } from './documentRules';
import { useDocumentDownload } from './useDocumentDownload';
import * as styles from './documents.css';

/** A plain click downloads through a fresh link; a modified click (new tab, copy) keeps the href. */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const columnsFor = (
  apiBaseUrl: string,
  download: (file: DocumentFile) => Promise<void>,
  pending: string | null,
): readonly TableColumn<DocumentFile>[] => [
  {
    key: 'name',
    header: 'File Name',
    rowHeader: true,
    cell: (file) => (
      <a
        href={documentHref(file.url, apiBaseUrl)}
        download={file.name}
        className={styles.link}
        aria-busy={pending === file.url || undefined}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          if (pending === null) void download(file);
        }}
      >
        {file.name}
      </a>
    ),
  },
  { key: 'created_at', header: 'Upload Date', cell: (file) => uploadDate(file.created_at) },
];

/** The deal's uploaded files, newest first; each name downloads the file. */
export function UploadedDocuments({
  dealId,
  documents,
}: {
  dealId: string;
  documents: Read<DocumentFile[]>;
}) {
  const { apiBaseUrl } = useRuntimeConfig();
  const { download, error, pending } = useDocumentDownload(dealId, () => {
    documents.refresh().catch(() => undefined);
  });
  return (
    <ReadView read={documents} loading="Loading documents...">
      {(files) => (
        <>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Table
            caption="Uploaded documents"
            captionHidden
            columns={columnsFor(apiBaseUrl, download, pending)}
            rows={newestFirst(files)}
            rowKey={(file, index) => `${file.url}-${index}`}
            emptyText="No documents have been uploaded yet."
          />
        </>
      )}
    </ReadView>
  );
}
