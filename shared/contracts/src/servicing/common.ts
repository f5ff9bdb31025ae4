// What the four servicing requests share (spec §3/§5/§7/§8/§9): limits, file rules and
// messages, the schema pieces, the submit answer and the list of filed requests.
import * as v from 'valibot';
import { textInput } from '../fields';

// ---- constants (§9) ---------------------------------------------------------------------------

export const EXIT_STRATEGIES = [
  'List to Sell',
  'Under Contract',
  'Refinance with the lender itself',
  'Refinance with another lender',
] as const;
export type ExitStrategy = (typeof EXIT_STRATEGIES)[number];

export const DELAY_REASONS = [
  'Cash Flow Issues',
  'Change in SOW',
  'Contractor Issues',
  'Damage to Property',
  'Labor Shortages',
  'Permitting Delays',
  'Selling/Refi Delays',
  'Stop Work Order',
  'Supply Chain Issues',
  'Unexpected Costs',
] as const;

export const SALE_OR_REFINANCE = ['Sell', 'Refinance'] as const;

export const YES_NO = ['Yes', 'No'] as const;

/** A second payoff request for the same loan within PAYOFF_FEE_WINDOW_DAYS costs PAYOFF_FEE dollars. */
export const PAYOFF_FEE = 20;
export const PAYOFF_FEE_WINDOW_DAYS = 30;
/** The good-through date is at most this many days out (the form clamps; the server refuses). */
export const MAX_GOOD_THROUGH_DAYS = 30;

export const MAX_SERVICING_FILE_BYTES = 4 * 1024 * 1024;
export const MAX_SERVICING_TOTAL_BYTES = 4 * 1024 * 1024;
export const MAX_CAPEX_FILES = 3;
/** Longest HTML summary (`body`) of an extension request, in characters. */
export const MAX_SUMMARY_LENGTH = 100_000;
/** Longest single-line answer and longest free-text answer. */
const MAX_TEXT_LENGTH = 500;
const MAX_LONG_TEXT_LENGTH = 5000;

// ---- messages (§5, §8) ------------------------------------------------------------------------

export const SERVICING_FILE_MESSAGES = {
  empty: 'Empty file. Please do not upload blank files.',
  tooLarge: 'File size too large. Max file size is 4MB',
  combinedTooLarge: 'Combined file sizes too large. Max total file size is 4MB.',
  maxCapexFiles: 'You can only upload a maximum of 3 files.',
  type: 'This type of file cannot be uploaded.',
  contentMismatch: 'The file content does not match its type.',
  data: 'The file content is missing or not base64.',
  name: 'A file name is required.',
  slot: 'Each file must say which document it is.',
  duplicateSlot: 'Only one file may be uploaded per document.',
} as const;

// ---- pure helpers -----------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const plusDays = (value: string, days: number): string => {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The latest good-through date allowed on `today` (YYYY-MM-DD). */
export const maxGoodThroughDate = (today: string): string => plusDays(today, MAX_GOOD_THROUGH_DAYS);

/** True when a request made at `previous` makes one at `now` carry the fee (within the window). */
export const payoffFeeApplies = (previous: Date | null, now: Date): boolean =>
  previous !== null &&
  now.getTime() - previous.getTime() < PAYOFF_FEE_WINDOW_DAYS * 24 * 3_600_000 &&
  now.getTime() >= previous.getTime();

// ---- files ------------------------------------------------------------------------------------

export const EXTENSION_FILE_EXTENSIONS = ['xls', 'xlsx', 'pdf', 'doc', 'docx', 'xlsm'] as const;
/** Capex and loss-draft files: the extension's types plus photos. */
export const CLAIM_FILE_EXTENSIONS = [...EXTENSION_FILE_EXTENSIONS, 'jpg', 'jpeg', 'png'] as const;

export const EXTENSION_FILE_SLOTS = [
  'approval_commitment_letter',
  'risk_hazard_policy',
  'flood_policy',
  'paid_receipt',
  'property_tax',
  'listing_agreement',
  'sellers_agreement',
  'risk_policy_paid_receipt',
  'flood_policy_paid_receipt',
] as const;
export type ExtensionFileSlot = (typeof EXTENSION_FILE_SLOTS)[number];

export const LOSS_DRAFT_FILE_SLOTS = [
  'adjusters_report',
  'repair_estimate',
  'contractor_lien_waiver',
  'declaration_of_intent_to_repair',
] as const;
export type LossDraftFileSlot = (typeof LOSS_DRAFT_FILE_SLOTS)[number];

// ---- schema pieces ----------------------------------------------------------------------------

export const required = (message: string, max = MAX_TEXT_LENGTH) =>
  v.pipe(textInput(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
export const requiredLong = (message: string) =>
  v.pipe(
    textInput(message, { multiline: true }),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_LONG_TEXT_LENGTH, message),
  );
export const optionalText = (max = MAX_TEXT_LENGTH) =>
  v.pipe(textInput(`At most ${max} characters.`), v.trim(), v.maxLength(max));
export const optionalLong = () =>
  v.pipe(
    textInput(`At most ${MAX_LONG_TEXT_LENGTH} characters.`, { multiline: true }),
    v.trim(),
    v.maxLength(MAX_LONG_TEXT_LENGTH),
  );
export const choice = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => (options as readonly string[]).includes(value), message),
    v.transform((value) => value as T[number]),
  );
export const optionalChoice = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => value === '' || (options as readonly string[]).includes(value), message),
    v.transform((value) => value as T[number] | ''),
  );
export const date = (message: string) =>
  v.pipe(textInput(message), v.trim(), v.check(isRealIsoDate, message));
export const optionalDate = (message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => value === '' || isRealIsoDate(value), message),
  );

/** One file of files[]: base64 data and the name (with `field`, the document it is, when asked). */
export const servicingFileSchema = v.object({
  fileName: v.pipe(
    v.string(SERVICING_FILE_MESSAGES.name),
    v.trim(),
    v.nonEmpty(SERVICING_FILE_MESSAGES.name),
    v.maxLength(255, SERVICING_FILE_MESSAGES.name),
    v.check((value) => !/\p{Cc}/u.test(value), SERVICING_FILE_MESSAGES.name),
  ),
  fileData: v.pipe(
    v.string(SERVICING_FILE_MESSAGES.data),
    // 4 MB of bytes is at most ~5.6 M base64 characters; a longer text cannot pass.
    v.maxLength(
      Math.ceil((MAX_SERVICING_FILE_BYTES * 4) / 3) + 1024,
      SERVICING_FILE_MESSAGES.tooLarge,
    ),
  ),
  field: v.optional(v.string(SERVICING_FILE_MESSAGES.slot)),
});
export type ServicingFile = v.InferOutput<typeof servicingFileSchema>;

export const filesArray = (max: number, tooMany: string) =>
  v.pipe(
    v.optional(v.array(servicingFileSchema, 'files must be a list of files.'), []),
    v.maxLength(max, tooMany),
  );

export const slotsOf = (files: readonly ServicingFile[]): Set<string> =>
  new Set(files.map((file) => file.field ?? ''));

export const slotsProblem = (
  files: readonly ServicingFile[],
  slots: readonly string[],
): string | null => {
  const seen = new Set<string>();
  for (const file of files) {
    if (!file.field || !slots.includes(file.field)) return SERVICING_FILE_MESSAGES.slot;
    if (seen.has(file.field)) return SERVICING_FILE_MESSAGES.duplicateSlot;
    seen.add(file.field);
  }
  return null;
};

/** The answer of extension-request, capex-request and loss-draft (§7: "success or failure"). */
export const servicingSubmitResponseSchema = v.object({
  success: v.literal(true),
  message: v.string(),
});
export type ServicingSubmitResponse = v.InferOutput<typeof servicingSubmitResponseSchema>;

// ---- list (beyond the spec, item 8) -----------------------------------------------------------

const SERVICING_KINDS = ['payoff', 'extension', 'capex', 'loss-draft'] as const;
export type ServicingKind = (typeof SERVICING_KINDS)[number];

const servicingRequestItemSchema = v.object({
  id: v.string(),
  kind: v.picklist(SERVICING_KINDS),
  loan_number: v.nullable(v.string()),
  status: v.string(),
  created_at: v.string(),
  fee_applies: v.boolean(),
});
export type ServicingRequestItem = v.InferOutput<typeof servicingRequestItemSchema>;

export const servicingRequestListSchema = v.object({
  requests: v.array(servicingRequestItemSchema),
});
export type ServicingRequestList = v.InferOutput<typeof servicingRequestListSchema>;

/** The requests of a servicing-requests answer; throws when the answer is not of this shape. */
export const filedRequestsOfAnswer = (answer: unknown): ServicingRequestItem[] =>
  v.parse(servicingRequestListSchema, answer).requests;
