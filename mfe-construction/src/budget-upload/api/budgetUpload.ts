// POST deals/budget/new (spec §7): a filled-in budget template, base64 in `budgetfiledata`,
// reporting the bytes sent. The deal's budget count rises: whoever shows the deal reads it again.
import { dealDetailRead, type UploadProgress, type WriteCall } from '@lender/shared';
import {
  answerParser,
  budgetUploadResponseSchema,
  type BudgetUpload,
  type BudgetUploadResponse,
} from '@lender/contracts';

export const budgetUploadWrite = (
  upload: BudgetUpload,
  onProgress: (progress: UploadProgress) => void = () => undefined,
): WriteCall<BudgetUploadResponse> => ({
  path: 'deals/budget/new',
  body: upload,
  parse: answerParser(budgetUploadResponseSchema),
  stale: [dealDetailRead(upload.opportunityid)],
  onProgress,
});
