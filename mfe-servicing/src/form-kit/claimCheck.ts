// What a claim form (capex, loss draft) checks before it sends: its answers with a placeholder for
// each chosen file, validated by the contract's schema before any file is read.
import type { ServicingFile } from '@lender/contracts';
import type { Checked } from '@lender/shared';
import type { FileEntry } from './chosenFiles';

/** A form's messages by field (its document slots among them). */
export type FormErrors = Record<string, string | undefined>;

/** A claim's check: the request that passed (files aside), or the messages the form shows. */
export type ClaimCheck<T> = Checked<T, FormErrors>;

/** How a form keeps its chosen files (`F`): none chosen, and the ones to send, in their order. */
export interface KeptFiles<F> {
  none: F;
  entries: (files: F) => readonly FileEntry[];
}

/** files[] as the check sees it: each file's name and slot, its data not read yet. */
export const filePlaceholders = (entries: readonly FileEntry[]): ServicingFile[] =>
  entries.map(([field, file]) => ({
    fileName: file.name,
    fileData: '',
    ...(field ? { field } : {}),
  }));
