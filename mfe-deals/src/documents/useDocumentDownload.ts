// A document's download: its link carries a grant that lives a few minutes, so a click asks for
// the list again (the spec's own call) and follows the document's fresh link. A page left open for
// an hour still downloads, and a document that went away, or a failed call, is said in words.
import { useState } from 'react';
import type { DocumentFile } from '@lender/contracts';
import { errorMessage, read, useRuntimeConfig } from '@lender/shared';
import { documentsRead, parseDocuments } from './api/documents';
import { documentHref, DOWNLOAD_MESSAGES, sameDocument } from './documentRules';

/** Hands the browser a download of `href` saved as `name` (same as a click on a download link). */
const saveAs = (href: string, name: string): void => {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
};

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
      if (current) saveAs(documentHref(current.url, apiBaseUrl), current.name);
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
