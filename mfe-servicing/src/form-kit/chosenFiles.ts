// Which chosen files a form keeps (spec §5: allowed types, non-empty, 4 MB each, 4 MB combined)
// and how they travel: files[] of base64 data, each naming the document it is in `field`.
import { fileToBase64 } from '@lender/shared';
import {
  MAX_SERVICING_FILE_BYTES,
  MAX_SERVICING_TOTAL_BYTES,
  SERVICING_FILE_MESSAGES,
  extensionOf,
  type ServicingFile,
} from '@lender/contracts';

/** What the file rules need to know of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * §5 upload rules, in the order the form shows them: type by name, non-empty, at most 4 MB each,
 * at most 4 MB combined (the server's limits, checked again there on the decoded bytes). Empty
 * when every file passes.
 */
export function servicingFileProblems(
  files: readonly ChosenFile[],
  allowed: readonly string[],
): string[] {
  const problems = new Set<string>();
  for (const file of files) {
    if (!allowed.includes(extensionOf(file.name))) problems.add(SERVICING_FILE_MESSAGES.type);
    if (file.size <= 0) problems.add(SERVICING_FILE_MESSAGES.empty);
    if (file.size > MAX_SERVICING_FILE_BYTES) problems.add(SERVICING_FILE_MESSAGES.tooLarge);
  }
  const total = files.reduce((sum, file) => sum + Math.max(0, file.size), 0);
  if (total > MAX_SERVICING_TOTAL_BYTES) problems.add(SERVICING_FILE_MESSAGES.combinedTooLarge);
  return [...problems];
}

/**
 * The messages refusing `file` beside the files already kept (which pass the rules), or [] when
 * it may be kept: its own problems first; only a file fine on its own can break the combined size.
 */
export function refusalOf(
  file: ChosenFile,
  kept: readonly ChosenFile[],
  allowed: readonly string[],
): string[] {
  const own = servicingFileProblems([file], allowed).filter(
    (problem) => problem !== SERVICING_FILE_MESSAGES.combinedTooLarge,
  );
  return own.length > 0 ? own : servicingFileProblems([...kept, file], allowed);
}

/** The `accept` attribute for a list of extensions. */
export const acceptOf = (extensions: readonly string[]): string =>
  extensions.map((extension) => `.${extension}`).join(',');

/** 'name.pdf (1.2 MB)': how a kept file is shown. */
export function describeFile(file: ChosenFile): string {
  const kb = file.size / 1024;
  const size = kb < 1024 ? `${Math.max(1, Math.round(kb))} KB` : `${(kb / 1024).toFixed(1)} MB`;
  return `${file.name} (${size})`;
}

/** A chosen file with the document slot it fills (none under a question that takes several). */
export type FileEntry = readonly [field: string | undefined, file: File];

/** files[] of the payload: each file's base64 with its name and, when given, its document slot. */
export const filesPayload = (entries: readonly FileEntry[]): Promise<ServicingFile[]> =>
  Promise.all(
    entries.map(async ([field, file]) => ({
      fileName: file.name,
      fileData: await fileToBase64(file),
      ...(field ? { field } : {}),
    })),
  );
