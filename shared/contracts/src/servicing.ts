// Servicing requests of spec §3/§5/§7/§8/§9: payoff (signed in, or public with the external flag),
// extension, capex reimbursement and loss draft. Forms and server validate with these schemas; the
// file limits (types, 4 MB each, 4 MB combined, at most 3 capex files) and their messages are the
// server's, which checks the decoded bytes. The forms' own texts (failures, warnings), their
// chosen-file check, the good-through clamp and the numeric-entity encoding live in mfe-servicing.
import * as v from 'valibot';
import {
  requiredCurrencyField,
  loanNumberField,
  emailField,
  optionalEmailField,
  phoneField,
  textInput,
} from './fields';
import { isCurrency, toIsoDate } from './fieldRules';

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
const MAX_SUMMARY_LENGTH = 100_000;
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

export const EXTENSION_MESSAGES = {
  email: 'Enter a valid email address.',
  loanNumber: 'Loan number is required.',
  borrowerName: 'Borrower name is required.',
  propertyAddress: 'Property address is required.',
  receivedExtensions: 'Make a selection.',
  exitStrategy: 'Exit strategy is required.',
  reasonForDelay: 'Reason for delay is required.',
  monthlyPayments: 'Make a selection.',
  extensionFee: 'You must agree to the extension fee.',
  listing: 'Please provide a link to the listing or upload the Listing Agreement..',
  pricePlan: 'Make a selection.',
  reductionDate: 'Expected price reduction date is required.',
  closingDate: 'Expected closing date is required.',
  contractReason: 'Reason for the delay is required.',
  sellersAgreement: "Seller's Agreement is required.",
  lenderContact: "Lender's contact information is required.",
  salesRep: 'Sales rep name is required.',
  applied: 'Make a selection.',
  commitmentLetter: 'Pre-approval or commitment letter is required.',
  riskPolicy: 'Risk/Hazard insurance policy is required.',
  riskPaidReceipt: 'Risk/Hazard policy paid receipt is required.',
  propertyTax: 'Property tax bill is required.',
  floodPaidReceipt: 'Flood policy paid receipt is required.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  summary: 'The request summary is required.',
} as const;

export const PAYOFF_MESSAGES = {
  loanNumber: 'Loan number is required.',
  propertyAddress: 'Property address is required.',
  goodThrough: 'Good through date is required.',
  goodThroughPast: 'Good through date cannot be in the past.',
  goodThroughTooFar: `Good through date cannot be more than ${MAX_GOOD_THROUGH_DAYS} days out.`,
  email: 'Enter a valid email address.',
  saleOrRefinance: 'Select Sell or Refinance.',
  salesPrice: 'Estimated sales price is required.',
  lenderContact: 'Name of lender and agent contact is required.',
  mailingAddress: 'Updated borrower mailing address is required.',
  external: 'external must be true or false.',
  success: 'Your payoff request has been received. Payoff statements take 3 business days.',
  fee: `A payoff was already requested for this loan in the last ${PAYOFF_FEE_WINDOW_DAYS} days: this request carries a $${PAYOFF_FEE} fee.`,
} as const;

export const CAPEX_MESSAGES = {
  email: 'Enter a valid email address.',
  loanNumber: 'Loan number is required.',
  entityName: 'Entity name is required.',
  date: 'Date is required.',
  name: 'Name is required.',
  description: 'Description of work completed is required.',
  propertyAddress: 'Property address is required.',
  mailingAddress: 'Mailing address is required.',
  files: 'At least one file is required.',
  success: 'Your capex reimbursement request has been received.',
} as const;

export const LOSS_DRAFT_MESSAGES = {
  loanNumber: 'Loan number is required.',
  borrowingEntity: 'Borrowing entity is required.',
  guarantor: 'Guarantor name is required.',
  phone: 'Phone must have at least 10 digits.',
  email: 'Enter a valid email address.',
  date: 'Date is required.',
  affectedProperty: 'Affected property is required.',
  dateOfLoss: 'Date of loss is required.',
  description: 'Description of loss is required.',
  claimAmountRequired: 'Claim amount is required.',
  claimAmount: 'Claim amount must be a number with at most 2 decimals.',
  lienWaiver: "Contractor's Lien Waiver* is Required.",
  intentToRepair: 'Declaration of Intent to Repair* is Required.',
  success: 'Your loss draft request has been received.',
} as const;

export const EXTENSION_SUCCESS = 'Your extension request has been received.';

// ---- pure helpers -----------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const plusDays = (value: string, days: number): string => {
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

const required = (message: string, max = MAX_TEXT_LENGTH) =>
  v.pipe(textInput(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const requiredLong = (message: string) =>
  v.pipe(
    textInput(message, { multiline: true }),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_LONG_TEXT_LENGTH, message),
  );
const optionalText = (max = MAX_TEXT_LENGTH) =>
  v.pipe(textInput(`At most ${max} characters.`), v.trim(), v.maxLength(max));
const optionalLong = () =>
  v.pipe(
    textInput(`At most ${MAX_LONG_TEXT_LENGTH} characters.`, { multiline: true }),
    v.trim(),
    v.maxLength(MAX_LONG_TEXT_LENGTH),
  );
const choice = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => (options as readonly string[]).includes(value), message),
    v.transform((value) => value as T[number]),
  );
const optionalChoice = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => value === '' || (options as readonly string[]).includes(value), message),
    v.transform((value) => value as T[number] | ''),
  );
const date = (message: string) =>
  v.pipe(textInput(message), v.trim(), v.check(isRealIsoDate, message));
const optionalDate = (message: string) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.check((value) => value === '' || isRealIsoDate(value), message),
  );

/** One file of files[]: base64 data and the name (with `field`, the document it is, when asked). */
const servicingFileSchema = v.object({
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

const filesArray = (max: number, tooMany: string) =>
  v.pipe(
    v.optional(v.array(servicingFileSchema, 'files must be a list of files.'), []),
    v.maxLength(max, tooMany),
  );

const slotsOf = (files: readonly ServicingFile[]): Set<string> =>
  new Set(files.map((file) => file.field ?? ''));

const slotsProblem = (files: readonly ServicingFile[], slots: readonly string[]): string | null => {
  const seen = new Set<string>();
  for (const file of files) {
    if (!file.field || !slots.includes(file.field)) return SERVICING_FILE_MESSAGES.slot;
    if (seen.has(file.field)) return SERVICING_FILE_MESSAGES.duplicateSlot;
    seen.add(file.field);
  }
  return null;
};

// ---- payoff -----------------------------------------------------------------------------------

/**
 * POST payoff-request; `today` is the form's date, YYYY-MM-DD. The server passes its UTC date with
 * `zoneSlackDays` 1: a borrower's today is yesterday, today or tomorrow in UTC depending on where
 * they are, so a date the form allowed is never refused for the time zone alone.
 */
export const payoffRequestSchema = (today: string = toIsoDate(new Date()), zoneSlackDays = 0) =>
  v.pipe(
    v.object({
      loan_number: loanNumberField(PAYOFF_MESSAGES.loanNumber, 50),
      property_address: required(PAYOFF_MESSAGES.propertyAddress),
      good_through_date: v.pipe(
        date(PAYOFF_MESSAGES.goodThrough),
        v.check(
          (value) => value >= plusDays(today, -zoneSlackDays),
          PAYOFF_MESSAGES.goodThroughPast,
        ),
        v.check(
          (value) => value <= plusDays(maxGoodThroughDate(today), zoneSlackDays),
          PAYOFF_MESSAGES.goodThroughTooFar,
        ),
      ),
      email: emailField(PAYOFF_MESSAGES.email),
      optional_email: optionalEmailField(PAYOFF_MESSAGES.email),
      sale_or_refinance: choice(SALE_OR_REFINANCE, PAYOFF_MESSAGES.saleOrRefinance),
      if_sale_then_what_is_the_estimated_sales_price: optionalText(50),
      if_refinance_name_of_lender_and_agent_contact: optionalText(),
      // A text area: an address is typed on more than one line.
      updated_borrower_mailing_address: requiredLong(PAYOFF_MESSAGES.mailingAddress),
      external: v.optional(v.boolean(PAYOFF_MESSAGES.external), false),
    }),
    v.forward(
      v.check(
        (input) =>
          input.sale_or_refinance !== 'Sell' ||
          isCurrency(input.if_sale_then_what_is_the_estimated_sales_price),
        PAYOFF_MESSAGES.salesPrice,
      ),
      ['if_sale_then_what_is_the_estimated_sales_price'],
    ),
    v.forward(
      v.check(
        (input) =>
          input.sale_or_refinance !== 'Refinance' ||
          input.if_refinance_name_of_lender_and_agent_contact !== '',
        PAYOFF_MESSAGES.lenderContact,
      ),
      ['if_refinance_name_of_lender_and_agent_contact'],
    ),
  );
export type PayoffRequest = v.InferOutput<ReturnType<typeof payoffRequestSchema>>;

/**
 * POST payoff-request's answer: success (spec §7). This API adds whether the $20 fee applies and
 * the message to show; another back end may answer `{ success: true }` alone.
 */
export const payoffResponseSchema = v.object({
  success: v.literal(true),
  feeApplies: v.optional(v.boolean()),
  message: v.optional(v.string()),
});
export type PayoffResponse = v.InferOutput<typeof payoffResponseSchema>;

// ---- extension --------------------------------------------------------------------------------

/** The answers of the extension form (no files). */
export const extensionFieldsSchema = v.object({
  email: emailField(EXTENSION_MESSAGES.email),
  loan_number: loanNumberField(EXTENSION_MESSAGES.loanNumber, 50),
  borrower_name: required(EXTENSION_MESSAGES.borrowerName),
  property_address: required(EXTENSION_MESSAGES.propertyAddress),
  received_extensions: choice(YES_NO, EXTENSION_MESSAGES.receivedExtensions),
  exit_strategy: choice(EXIT_STRATEGIES, EXTENSION_MESSAGES.exitStrategy),
  reason_for_delay: choice(DELAY_REASONS, EXTENSION_MESSAGES.reasonForDelay),
  delay_elaboration: optionalLong(),
  expected_completion_date: optionalDate(EXTENSION_MESSAGES.date),
  monthly_payments: choice(YES_NO, EXTENSION_MESSAGES.monthlyPayments),
  extension_fee: v.pipe(
    v.optional(v.union([v.boolean(), v.string()], EXTENSION_MESSAGES.extensionFee), false),
    v.check(
      (value) => value === true || value === 'Yes' || value === 'true',
      EXTENSION_MESSAGES.extensionFee,
    ),
    v.transform(() => true as const),
  ),
  link_to_listing: optionalText(2000),
  price_reductions_30_days: optionalText(),
  price_plan_to_reduce: optionalChoice(YES_NO, EXTENSION_MESSAGES.pricePlan),
  price_expected_reduction_date: optionalDate(EXTENSION_MESSAGES.date),
  expected_closing_date: optionalDate(EXTENSION_MESSAGES.date),
  contract_reason_for_delay: optionalChoice(DELAY_REASONS, EXTENSION_MESSAGES.contractReason),
  lenders_contact_information: optionalText(),
  applied_to_refinance: optionalChoice(YES_NO, EXTENSION_MESSAGES.applied),
});
export type ExtensionFields = v.InferOutput<typeof extensionFieldsSchema>;

/**
 * The rules that depend on the exit strategy and on the files chosen (§5), as [field, message]
 * pairs; empty when the request is complete. `chosen` names the file slots that hold a file.
 */
export function extensionBranchProblems(
  fields: ExtensionFields,
  chosen: ReadonlySet<string>,
): [string, string][] {
  const problems: [string, string][] = [];
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) problems.push([field, message]);
  };
  need(chosen.has('risk_hazard_policy'), 'risk_hazard_policy', EXTENSION_MESSAGES.riskPolicy);
  need(
    chosen.has('risk_policy_paid_receipt'),
    'risk_policy_paid_receipt',
    EXTENSION_MESSAGES.riskPaidReceipt,
  );
  need(chosen.has('property_tax'), 'property_tax', EXTENSION_MESSAGES.propertyTax);
  if (chosen.has('flood_policy'))
    need(
      chosen.has('flood_policy_paid_receipt'),
      'flood_policy_paid_receipt',
      EXTENSION_MESSAGES.floodPaidReceipt,
    );
  switch (fields.exit_strategy) {
    case 'List to Sell':
      need(
        fields.link_to_listing !== '' || chosen.has('listing_agreement'),
        'link_to_listing',
        EXTENSION_MESSAGES.listing,
      );
      need(
        fields.price_plan_to_reduce !== '',
        'price_plan_to_reduce',
        EXTENSION_MESSAGES.pricePlan,
      );
      if (fields.price_plan_to_reduce === 'Yes')
        need(
          fields.price_expected_reduction_date !== '',
          'price_expected_reduction_date',
          EXTENSION_MESSAGES.reductionDate,
        );
      break;
    case 'Under Contract':
      need(
        fields.expected_closing_date !== '',
        'expected_closing_date',
        EXTENSION_MESSAGES.closingDate,
      );
      need(
        fields.contract_reason_for_delay !== '',
        'contract_reason_for_delay',
        EXTENSION_MESSAGES.contractReason,
      );
      need(
        chosen.has('sellers_agreement'),
        'sellers_agreement',
        EXTENSION_MESSAGES.sellersAgreement,
      );
      break;
    case 'Refinance with the lender itself':
    case 'Refinance with another lender': {
      const other = fields.exit_strategy === 'Refinance with another lender';
      need(
        fields.lenders_contact_information !== '',
        'lenders_contact_information',
        other ? EXTENSION_MESSAGES.lenderContact : EXTENSION_MESSAGES.salesRep,
      );
      need(fields.applied_to_refinance !== '', 'applied_to_refinance', EXTENSION_MESSAGES.applied);
      need(
        fields.expected_closing_date !== '',
        'expected_closing_date',
        EXTENSION_MESSAGES.closingDate,
      );
      if (other)
        need(
          chosen.has('approval_commitment_letter'),
          'approval_commitment_letter',
          EXTENSION_MESSAGES.commitmentLetter,
        );
      break;
    }
  }
  return problems;
}

/** POST extension-request: the answers, files[] (each naming its slot in `field`) and `body`. */
export const extensionRequestSchema = v.pipe(
  v.object({
    ...extensionFieldsSchema.entries,
    files: filesArray(EXTENSION_FILE_SLOTS.length, SERVICING_FILE_MESSAGES.duplicateSlot),
    body: v.pipe(
      textInput(EXTENSION_MESSAGES.summary, { multiline: true }),
      v.trim(),
      v.nonEmpty(EXTENSION_MESSAGES.summary),
      v.maxLength(MAX_SUMMARY_LENGTH, EXTENSION_MESSAGES.summary),
    ),
  }),
  v.check(
    (input) => slotsProblem(input.files, EXTENSION_FILE_SLOTS) === null,
    (issue) =>
      slotsProblem(issue.input.files, EXTENSION_FILE_SLOTS) ?? SERVICING_FILE_MESSAGES.slot,
  ),
  v.check(
    (input) => extensionBranchProblems(input, slotsOf(input.files)).length === 0,
    (issue) =>
      extensionBranchProblems(issue.input, slotsOf(issue.input.files))[0]?.[1] ??
      EXTENSION_MESSAGES.exitStrategy,
  ),
);
export type ExtensionRequest = v.InferOutput<typeof extensionRequestSchema>;

/** The answer of extension-request, capex-request and loss-draft (§7: "success or failure"). */
export const servicingSubmitResponseSchema = v.object({
  success: v.literal(true),
  message: v.string(),
});
export type ServicingSubmitResponse = v.InferOutput<typeof servicingSubmitResponseSchema>;

// ---- capex ------------------------------------------------------------------------------------

export const capexRequestSchema = v.object({
  email: emailField(CAPEX_MESSAGES.email),
  loan_number: loanNumberField(CAPEX_MESSAGES.loanNumber, 50),
  entity_name: required(CAPEX_MESSAGES.entityName),
  date: date(CAPEX_MESSAGES.date),
  name: required(CAPEX_MESSAGES.name),
  desc_work_completed: requiredLong(CAPEX_MESSAGES.description),
  property_address: requiredLong(CAPEX_MESSAGES.propertyAddress),
  mailing_address: requiredLong(CAPEX_MESSAGES.mailingAddress),
  files: v.pipe(
    v.optional(v.array(servicingFileSchema, 'files must be a list of files.'), []),
    v.minLength(1, CAPEX_MESSAGES.files),
    v.maxLength(MAX_CAPEX_FILES, SERVICING_FILE_MESSAGES.maxCapexFiles),
  ),
});
export type CapexRequest = v.InferOutput<typeof capexRequestSchema>;

// ---- loss draft -------------------------------------------------------------------------------

export const lossDraftRequestSchema = v.pipe(
  v.object({
    loan_number: loanNumberField(LOSS_DRAFT_MESSAGES.loanNumber, 50),
    borrowing_entity: required(LOSS_DRAFT_MESSAGES.borrowingEntity),
    gurantor_name: required(LOSS_DRAFT_MESSAGES.guarantor),
    best_contact_number: phoneField(LOSS_DRAFT_MESSAGES.phone),
    email: emailField(LOSS_DRAFT_MESSAGES.email),
    date: date(LOSS_DRAFT_MESSAGES.date),
    affected_property: required(LOSS_DRAFT_MESSAGES.affectedProperty),
    date_of_loss: date(LOSS_DRAFT_MESSAGES.dateOfLoss),
    description_of_loss: requiredLong(LOSS_DRAFT_MESSAGES.description),
    claim_amount: requiredCurrencyField(
      LOSS_DRAFT_MESSAGES.claimAmountRequired,
      LOSS_DRAFT_MESSAGES.claimAmount,
    ),
    files: filesArray(LOSS_DRAFT_FILE_SLOTS.length, SERVICING_FILE_MESSAGES.duplicateSlot),
  }),
  v.check(
    (input) => slotsProblem(input.files, LOSS_DRAFT_FILE_SLOTS) === null,
    (issue) =>
      slotsProblem(issue.input.files, LOSS_DRAFT_FILE_SLOTS) ?? SERVICING_FILE_MESSAGES.slot,
  ),
  v.forward(
    v.check(
      (input) => slotsOf(input.files).has('contractor_lien_waiver'),
      LOSS_DRAFT_MESSAGES.lienWaiver,
    ),
    ['files'],
  ),
  v.forward(
    v.check(
      (input) => slotsOf(input.files).has('declaration_of_intent_to_repair'),
      LOSS_DRAFT_MESSAGES.intentToRepair,
    ),
    ['files'],
  ),
);
export type LossDraftRequest = v.InferOutput<typeof lossDraftRequestSchema>;

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
