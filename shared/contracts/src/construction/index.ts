// Construction draws (spec §3, §4, §5, §7, §8): the budget, the draws, the draw request, the bank
// accounts (beneficiaries) and the budget upload, one file each — their wire shapes, the server's
// messages, and the pure rules the page and the server both apply (amount parsing, balances, a
// line's limit, the new-draw availability rule, the inspection window, the ABA routing checksum,
// account-number masking). The page's own texts and form arithmetic live in mfe-construction.
export { DRAW_MESSAGES, fromCents, parseDrawAmount, sumAmounts, toCents } from './common';
export {
  budgetResponseSchema,
  budgetSublotSchema,
  itemBalance,
  totalBudgetBalance,
  type Budget,
  type BudgetItem,
  type BudgetResponse,
  type BudgetSublot,
} from './budget';
export {
  addIsoDays,
  canRequestDraw,
  drawSchema,
  drawsResponseSchema,
  inspectionEndDate,
  isDrawComplete,
  newDrawBlocker,
  type Draw,
  type DrawItem,
  type DrawSublot,
  type DrawsResponse,
} from './draws';
export {
  LOCKBOX_MAX_LENGTH,
  drawLineError,
  drawRequestResponseSchema,
  drawRequestSchema,
  inspectionStartsFor,
  type DrawLine,
  type DrawRequest,
  type DrawRequestInput,
  type DrawRequestResponse,
} from './drawRequest';
export {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPES,
  bankAccountSchema,
  beneficiariesResponseSchema,
  beneficiaryAccountSchema,
  isAbaRoutingNumber,
  maskAccountNumber,
  type BankAccount,
  type BankAccountForm,
  type BeneficiariesResponse,
  type BeneficiaryAccount,
} from './bankAccounts';
export {
  BUDGET_EXTENSIONS,
  BUDGET_UPLOAD_MESSAGES,
  MAX_BUDGET_BYTES,
  budgetUploadResponseSchema,
  budgetUploadSchema,
  isAllowedBudgetName,
  type BudgetUpload,
  type BudgetUploadResponse,
  type UploadStatus,
} from './budgetUpload';
