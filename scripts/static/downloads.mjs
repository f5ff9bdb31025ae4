// @ts-check
// The headers of a download served by scripts/serve-static.mjs (docker/nginx's shell.conf.template
// does the same): every file under /documents/ (the resources' templates and forms, e.g. the ACH
// Recurring Payment Authorization PDF and the Construction Budget Template) is sent with its
// content type and a Content-Disposition naming the file, so it is saved under its own name.

export const DOWNLOADS_PATH = '/documents/';

/** @type {Record<string, string>} */
const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The type of a download by its extension; octet-stream for one this list does not know. */
/** @param {string} fileName */
export const downloadType = (fileName) =>
  TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** An ASCII fallback name plus the exact name (RFC 6266/5987), as the API's documents send. */
/** @param {string} fileName */
export function attachmentDisposition(fileName) {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * The headers of the download at `pathname` (as requested: percent-encoded), or null when the
 * address is not a download (or does not decode).
 */
/** @param {string} pathname @returns {Record<string, string> | null} */
export function downloadHeaders(pathname) {
  if (!pathname.startsWith(DOWNLOADS_PATH)) return null;
  let fileName;
  try {
    fileName = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  } catch {
    return null;
  }
  if (fileName === '' || !fileName.includes('.')) return null;
  return {
    'content-type': downloadType(fileName),
    'content-disposition': attachmentDisposition(fileName),
  };
}
