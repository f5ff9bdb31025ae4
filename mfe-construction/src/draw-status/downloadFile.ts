// Saves text as a file through a Blob link (no server round trip).
import { startDownload } from '@lender/shared';

/** Starts the download of `text` as `fileName`. A BOM first, so spreadsheets read UTF-8. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  startDownload(url, fileName);
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
