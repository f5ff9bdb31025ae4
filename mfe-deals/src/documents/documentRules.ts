// The documents tab's rules (spec §2, §5): which chosen files may be uploaded, the upload payload
// of §3, and the uploaded list's order.
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  isAllowedDocumentName,
  stripFileName,
  type DocumentFile,
  type DocumentUpload,
} from '@lender/contracts';
import { formatDate } from '@lender/shared';

/** The messages that refuse a chosen file; none when it may be uploaded. */
export const fileProblems = (file: { name: string; size: number }): string[] => {
  if (!isAllowedDocumentName(file.name)) return [DOCUMENT_MESSAGES.type];
  if (file.size > MAX_DOCUMENT_BYTES)
    return [DOCUMENT_MESSAGES.tooLarge, DOCUMENT_MESSAGES.maxSize];
  if (file.size === 0) return [DOCUMENT_MESSAGES.empty];
  return [];
};

/** Same name, size and date: the same file chosen twice. */
export const fileKey = (file: { name: string; size: number; lastModified: number }): string =>
  `${file.name}|${file.size}|${file.lastModified}`;

/** POST deals/uploaddocument's body for one file (spec §3). */
export const uploadPayload = (
  dealId: string,
  fileName: string,
  base64: string,
): DocumentUpload => ({
  strippedname: stripFileName(fileName),
  rentrollfilename: fileName,
  rentrollfiledata: base64,
  opportunityId: dealId,
  id: dealId,
});

// One format per time zone, made on first use: making one costs far more than using it, and a
// list formats every row.
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string | undefined): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The day a file was uploaded, in the viewer's time zone (the API answers the instant, in UTC: an
 * evening upload in Texas is already the next day there). Anything but an instant is shown as is.
 */
export const uploadDate = (createdAt: string, timeZone?: string): string => {
  const instant = new Date(createdAt);
  if (!createdAt.includes('T') || Number.isNaN(instant.getTime())) return formatDate(createdAt);
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
};

/** Newest first (spec §2); files without a readable date go last. */
export const newestFirst = (files: readonly DocumentFile[]): DocumentFile[] => {
  const time = (file: DocumentFile) => Date.parse(file.created_at) || 0;
  return [...files].sort((a, b) => time(b) - time(a));
};

/** Whole percent of an upload sent, 0 to 100. */
export const percentSent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/**
 * The href of a download link the API gave: its links are paths on the API's origin, which is
 * not the page's when the portal calls an API elsewhere (apiBaseUrl).
 */
export const documentHref = (url: string, apiBaseUrl: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${apiBaseUrl}${url}` : url;

/**
 * The same document in a newer list: the link's address without its grant (the query), or, for a
 * link that changes entirely, the same name uploaded at the same instant.
 */
export const sameDocument = (a: DocumentFile, b: DocumentFile): boolean => {
  const address = (url: string) => url.split('?')[0];
  return address(a.url) === address(b.url) || (a.name === b.name && a.created_at === b.created_at);
};

export const DOWNLOAD_MESSAGES = {
  gone: (name: string) => `“${name}” is no longer available. The list has been refreshed.`,
  failed: (name: string, reason: string) => `“${name}” could not be downloaded: ${reason}`,
} as const;

export const UPLOAD_MESSAGES = {
  success: (count: number) =>
    count === 1 ? 'Your file was successfully uploaded!' : 'Your files were successfully uploaded!',
  failure: 'Something went wrong with your upload - please try again later.',
  employee: 'Documents cannot be uploaded while you are viewing another user’s account.',
} as const;

/** 1536 → '1.5 KB'; sizes as people read them. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
};
