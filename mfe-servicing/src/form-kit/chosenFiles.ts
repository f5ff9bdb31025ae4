// Which chosen files a form keeps (spec §5: allowed types, non-empty, 4 MB each, 4 MB combined)
// and how they travel: files[] of base64 data, each naming the document it is in `field`.
import { fileToBase64 } from '@lender/shared';
import {
  SERVICING_FILE_MESSAGES,
  servicingFileProblems,
  type ChosenFile,
  type ServicingFile,
} from '@lender/contracts';

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

/** files[] of the payload: each file's base64 with its name and, when given, its document slot. */
export const filesPayload = (
  entries: readonly (readonly [field: string | undefined, file: File])[],
): Promise<ServicingFile[]> =>
  Promise.all(
    entries.map(async ([field, file]) => ({
      fileName: file.name,
      fileData: await fileToBase64(file),
      ...(field ? { field } : {}),
    })),
  );
