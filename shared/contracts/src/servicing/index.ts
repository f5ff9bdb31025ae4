// Servicing requests of spec §3/§5/§7/§8/§9: payoff (signed in, or public with the external flag),
// extension, capex reimbursement and loss draft, one file each, and what they share. Forms and
// server validate with these schemas; the file limits (types, 4 MB each, 4 MB combined, at most 3
// capex files) and their messages are the server's, which checks the decoded bytes. The forms' own
// texts (failures, warnings), their chosen-file check, the good-through clamp and the
// numeric-entity encoding live in mfe-servicing.
export {
  CLAIM_FILE_EXTENSIONS,
  DELAY_REASONS,
  EXIT_STRATEGIES,
  EXTENSION_FILE_EXTENSIONS,
  EXTENSION_FILE_SLOTS,
  LOSS_DRAFT_FILE_SLOTS,
  MAX_CAPEX_FILES,
  MAX_GOOD_THROUGH_DAYS,
  MAX_SERVICING_FILE_BYTES,
  MAX_SERVICING_TOTAL_BYTES,
  PAYOFF_FEE,
  PAYOFF_FEE_WINDOW_DAYS,
  SALE_OR_REFINANCE,
  SERVICING_FILE_MESSAGES,
  YES_NO,
  filedRequestsOfAnswer,
  maxGoodThroughDate,
  payoffFeeApplies,
  servicingRequestListSchema,
  servicingSubmitResponseSchema,
  type ExitStrategy,
  type ExtensionFileSlot,
  type LossDraftFileSlot,
  type ServicingFile,
  type ServicingKind,
  type ServicingRequestItem,
  type ServicingRequestList,
  type ServicingSubmitResponse,
} from './common';
export * from './payoff';
export * from './extension';
export * from './capex';
export * from './lossDraft';
