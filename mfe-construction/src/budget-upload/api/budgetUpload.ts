// POST deals/budget/new (spec §7): a filled-in budget template, base64 in `budgetfiledata`,
// reporting the bytes sent.
import {
  ApiError,
  BAD_RESPONSE_MESSAGE,
  isObject,
  postJsonWithProgress,
  type UploadProgress,
} from '@lender/shared';
import type { BudgetUpload, BudgetUploadResponse } from '@lender/contracts';

export const uploadBudget = async (
  upload: BudgetUpload,
  onProgress: (progress: UploadProgress) => void = () => undefined,
): Promise<BudgetUploadResponse> => {
  const body = await postJsonWithProgress<unknown>('deals/budget/new', upload, onProgress);
  if (!isObject(body) || body.success !== true)
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  return { success: true };
};
