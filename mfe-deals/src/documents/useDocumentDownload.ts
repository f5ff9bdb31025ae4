// A document's download: its link carries a grant that lives a few minutes, so a click asks for
// the list again (the spec's own call) and follows the document's fresh link. A page left open for
// an hour still downloads, and a document that went away, or a failed call, is said in words.
import { useState } from 'react';
import type { DocumentFile } from '@lender/contracts';
import { errorMessage, read, startDownload, useRuntimeConfig } from '@lender/shared';
import { documentsRead, parseDocuments } from './api/documents';
import { documentHref, DOWNLOAD_MESSAGES, sameDocument } from './documentRules';

export function useDocumentDownload(dealId: string, onListChanged: () => void) {
  const { apiBaseUrl } = useRuntimeConfig();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function download(file: DocumentFile): Promise<void> {
    setError(null);
    setPending(file.url);
    try {
      const files = parseDocuments(await read(documentsRead(dealId), { fresh: true }));
      const current = files.find((each) => sameDocument(each, file));
      if (current) startDownload(documentHref(current.url, apiBaseUrl), current.name);
      else {
        setError(DOWNLOAD_MESSAGES.gone(file.name));
        onListChanged();
      }
    } catch (failure) {
      setError(DOWNLOAD_MESSAGES.failed(file.name, errorMessage(failure)));
    } finally {
      setPending(null);
    }
  }

  return { download, error, pending };
}
