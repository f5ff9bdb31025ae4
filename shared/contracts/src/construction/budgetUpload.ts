// POST deals/budget/upload: a budget spreadsheet for a deal.
import * as v from 'valibot';
import { DEAL_ID_MESSAGE, idField } from '../dealDetail';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  base64DecodedBytes,
  extensionOf,
  isBase64Text,
} from '../documents';
import { textInput } from '../fields';

export const BUDGET_UPLOAD_MESSAGES = {
  type: 'A budget must be an Excel (xlsx, xls, xlsm), CSV or PDF file.',
  name: DOCUMENT_MESSAGES.name,
  data: DOCUMENT_MESSAGES.data,
  empty: DOCUMENT_MESSAGES.empty,
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  maxSize: DOCUMENT_MESSAGES.maxSize,
  contentMismatch: DOCUMENT_MESSAGES.contentMismatch,
  opportunity: DEAL_ID_MESSAGE,
} as const;

export const BUDGET_EXTENSIONS = ['xlsx', 'xls', 'xlsm', 'csv', 'pdf'] as const;
export const MAX_BUDGET_BYTES = MAX_DOCUMENT_BYTES;

export const isAllowedBudgetName = (fileName: string): boolean =>
  (BUDGET_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The page's upload states (§4). */
export type UploadStatus = 'idle' | 'submitted' | 'success' | 'error';

/** POST deals/budget/new: `budgetfiledata` is the file in base64. */
export const budgetUploadSchema = v.object({
  opportunityid: idField(BUDGET_UPLOAD_MESSAGES.opportunity),
  budgetfilename: v.pipe(
    textInput(BUDGET_UPLOAD_MESSAGES.name),
    v.trim(),
    v.nonEmpty(BUDGET_UPLOAD_MESSAGES.name),
    v.maxLength(255, BUDGET_UPLOAD_MESSAGES.name),
    v.check(isAllowedBudgetName, BUDGET_UPLOAD_MESSAGES.type),
  ),
  budgetfiledata: v.pipe(
    v.string(BUDGET_UPLOAD_MESSAGES.data),
    v.check(isBase64Text, BUDGET_UPLOAD_MESSAGES.data),
    v.check((data) => base64DecodedBytes(data) > 0, BUDGET_UPLOAD_MESSAGES.empty),
    v.check(
      (data) => base64DecodedBytes(data) <= MAX_BUDGET_BYTES,
      BUDGET_UPLOAD_MESSAGES.tooLarge,
    ),
  ),
});
export type BudgetUpload = v.InferOutput<typeof budgetUploadSchema>;

export const budgetUploadResponseSchema = v.object({ success: v.literal(true) });
export type BudgetUploadResponse = v.InferOutput<typeof budgetUploadResponseSchema>;
