// The budget upload's rules (spec §3, §5, §8): which file may be sent, and the payload. The
// limits and messages are the contracts' (the server checks the same, and the content too).
import {
  BUDGET_EXTENSIONS,
  BUDGET_UPLOAD_MESSAGES,
  MAX_BUDGET_BYTES,
  isAllowedBudgetName,
  type BudgetUpload,
} from '@lender/contracts';

/** §8: what the page says after an upload (the server's refusals are the contracts'). */
export const BUDGET_UPLOAD_TEXTS = {
  /** Shown on any failure. */
  failure: 'Something went wrong with your upload - please try again later.',
  success: 'Your file was successfully uploaded!',
} as const;

/** The input's accept list: '.xlsx,.xls,.xlsm,.csv,.pdf'. */
export const BUDGET_ACCEPT = BUDGET_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a chosen file cannot be uploaded (one or two lines), or none. */
export const budgetFileProblems = (file: { name: string; size: number }): string[] => {
  if (!isAllowedBudgetName(file.name)) return [BUDGET_UPLOAD_MESSAGES.type];
  if (file.size > MAX_BUDGET_BYTES)
    return [BUDGET_UPLOAD_MESSAGES.tooLarge, BUDGET_UPLOAD_MESSAGES.maxSize];
  if (file.size === 0) return [BUDGET_UPLOAD_MESSAGES.empty];
  return [];
};

/** POST deals/budget/new's body (spec §3). */
export const budgetPayload = (dealId: string, fileName: string, base64: string): BudgetUpload => ({
  opportunityid: dealId,
  budgetfilename: fileName,
  budgetfiledata: base64,
});

/** Whole percent of an upload sent, 0 to 100. */
export const percentSent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** '1 budget uploaded' / '3 budgets uploaded'. */
export const uploadedBudgetsText = (count: number): string =>
  `${count} ${count === 1 ? 'budget' : 'budgets'} uploaded`;
