// POST extension-request: the answers, the exit strategy's branch and the HTML summary.
import * as v from 'valibot';
import { loanNumberField, emailField, textInput } from '../fields';
import {
  DELAY_REASONS,
  EXIT_STRATEGIES,
  EXTENSION_FILE_SLOTS,
  MAX_SUMMARY_LENGTH,
  SERVICING_FILE_MESSAGES,
  YES_NO,
  choice,
  filesArray,
  optionalChoice,
  optionalDate,
  optionalLong,
  optionalText,
  required,
  slotsOf,
  slotsProblem,
} from './common';

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

export const EXTENSION_SUCCESS = 'Your extension request has been received.';

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
