// The extension form (spec §3, §5): its answers, which of them and which documents each exit
// strategy asks for, the payload (free text as numeric entities, only the chosen branch's
// answers) and `body`, the HTML summary of the answers the servicing team reads.
import {
  EXTENSION_FILE_SLOTS,
  extensionBranchProblems,
  type ExitStrategy,
  type ExtensionFields,
  type ExtensionFileSlot,
} from '@lender/contracts';
import { toNumericEntities } from '../form-kit/numericEntities';

export interface ExtensionFormValues {
  [field: string]: string | boolean;
  email: string;
  loan_number: string;
  borrower_name: string;
  property_address: string;
  received_extensions: string;
  exit_strategy: string;
  reason_for_delay: string;
  delay_elaboration: string;
  expected_completion_date: string;
  monthly_payments: string;
  extension_fee: boolean;
  link_to_listing: string;
  price_reductions_30_days: string;
  price_plan_to_reduce: string;
  price_expected_reduction_date: string;
  expected_closing_date: string;
  contract_reason_for_delay: string;
  lenders_contact_information: string;
  applied_to_refinance: string;
}

export const emptyExtensionForm = (): ExtensionFormValues => ({
  email: '',
  loan_number: '',
  borrower_name: '',
  property_address: '',
  received_extensions: '',
  exit_strategy: '',
  reason_for_delay: '',
  delay_elaboration: '',
  expected_completion_date: '',
  monthly_payments: '',
  extension_fee: false,
  link_to_listing: '',
  price_reductions_30_days: '',
  price_plan_to_reduce: '',
  price_expected_reduction_date: '',
  expected_closing_date: '',
  contract_reason_for_delay: '',
  lenders_contact_information: '',
  applied_to_refinance: '',
});

type BranchField =
  | 'link_to_listing'
  | 'price_reductions_30_days'
  | 'price_plan_to_reduce'
  | 'price_expected_reduction_date'
  | 'expected_closing_date'
  | 'contract_reason_for_delay'
  | 'lenders_contact_information'
  | 'applied_to_refinance';

const BRANCH_FIELDS: readonly BranchField[] = [
  'link_to_listing',
  'price_reductions_30_days',
  'price_plan_to_reduce',
  'price_expected_reduction_date',
  'expected_closing_date',
  'contract_reason_for_delay',
  'lenders_contact_information',
  'applied_to_refinance',
];

/** The answers and the document each exit strategy asks for (§5). */
export function branchOf(strategy: string): { fields: BranchField[]; slot?: ExtensionFileSlot } {
  switch (strategy as ExitStrategy) {
    case 'List to Sell':
      return {
        fields: [
          'link_to_listing',
          'price_reductions_30_days',
          'price_plan_to_reduce',
          'price_expected_reduction_date',
        ],
        slot: 'listing_agreement',
      };
    case 'Under Contract':
      return {
        fields: ['expected_closing_date', 'contract_reason_for_delay'],
        slot: 'sellers_agreement',
      };
    case 'Refinance with the lender itself':
      return {
        fields: ['lenders_contact_information', 'applied_to_refinance', 'expected_closing_date'],
      };
    case 'Refinance with another lender':
      return {
        fields: ['lenders_contact_information', 'applied_to_refinance', 'expected_closing_date'],
        slot: 'approval_commitment_letter',
      };
    default:
      return { fields: [] };
  }
}

/** The documents every request may carry, whatever the exit strategy. */
export const COMMON_SLOTS: readonly ExtensionFileSlot[] = [
  'risk_hazard_policy',
  'risk_policy_paid_receipt',
  'flood_policy',
  'flood_policy_paid_receipt',
  'property_tax',
  'paid_receipt',
];

export type ExtensionFiles = Partial<Record<ExtensionFileSlot, File>>;

/** The files that go with the request: the common ones and the chosen branch's, in slot order. */
export function filesToSend(files: ExtensionFiles, strategy: string): [ExtensionFileSlot, File][] {
  const branchSlot = branchOf(strategy).slot;
  return EXTENSION_FILE_SLOTS.flatMap((slot) => {
    const file = files[slot];
    return file && (COMMON_SLOTS.includes(slot) || slot === branchSlot)
      ? [[slot, file] as [ExtensionFileSlot, File]]
      : [];
  });
}

/** The answers to validate: the other branches' answers emptied. */
export function extensionInput(values: ExtensionFormValues): ExtensionFormValues {
  const kept = new Set<string>(branchOf(values.exit_strategy).fields);
  const input = { ...values };
  for (const field of BRANCH_FIELDS) if (!kept.has(field)) input[field] = '';
  if (input.price_plan_to_reduce !== 'Yes') input.price_expected_reduction_date = '';
  return input;
}

/** The §5 rules of the branch and the documents, keyed by field or slot. */
export const branchErrors = (
  input: ExtensionFormValues,
  files: ExtensionFiles,
): Record<string, string> =>
  Object.fromEntries(
    extensionBranchProblems(
      input as unknown as ExtensionFields,
      new Set(filesToSend(files, input.exit_strategy).map(([slot]) => slot)),
    ),
  );

const TEXT_FIELDS = [
  'loan_number',
  'borrower_name',
  'property_address',
  'delay_elaboration',
  'link_to_listing',
  'price_reductions_30_days',
  'lenders_contact_information',
] as const;

/** The answers as sent: free text with non-ASCII, <, > and & as numeric entities (§5). */
export function encodedAnswers(fields: ExtensionFields): ExtensionFields {
  const encoded = { ...fields };
  for (const field of TEXT_FIELDS) encoded[field] = toNumericEntities(encoded[field]);
  return encoded;
}

/** The questions, as the form asks them and the summary lists them. */
export const QUESTIONS: Record<keyof ExtensionFields, string> = {
  email: 'Email',
  loan_number: 'Loan Number',
  borrower_name: 'Borrower Name',
  property_address: 'Property Address',
  received_extensions: 'Have you received any extensions on this loan before?',
  exit_strategy: 'Exit Strategy',
  reason_for_delay: 'Reason for Delay',
  delay_elaboration: 'Please elaborate on the delay',
  expected_completion_date: 'Expected Completion Date',
  monthly_payments: 'Are your monthly payments up to date?',
  extension_fee: 'I agree to the extension fee',
  link_to_listing: 'Link to the Listing',
  price_reductions_30_days: 'Price reductions in the last 30 days',
  price_plan_to_reduce: 'Do you plan to reduce the price?',
  price_expected_reduction_date: 'Expected Price Reduction Date',
  expected_closing_date: 'Expected Closing Date',
  contract_reason_for_delay: 'Reason for the Delay in Closing',
  lenders_contact_information: "Lender's Contact Information",
  applied_to_refinance: 'Have you applied to refinance?',
};

/** The question of lenders_contact_information depends on who refinances. */
export const contactQuestion = (strategy: string): string =>
  strategy === 'Refinance with the lender itself'
    ? 'Sales Rep Name'
    : QUESTIONS.lenders_contact_information;

/**
 * `body`: the answered questions and the attached documents as an HTML table. Every answer goes
 * through toNumericEntities, which also escapes <, > and &: nothing typed can become markup.
 */
export function summaryHtml(
  fields: ExtensionFields,
  files: readonly (readonly [string, File])[],
  slotLabels: Record<string, string>,
): string {
  const rows = (Object.keys(QUESTIONS) as (keyof ExtensionFields)[])
    .filter((field) => fields[field] !== '')
    .map((field) => {
      const question =
        field === 'lenders_contact_information'
          ? contactQuestion(fields.exit_strategy)
          : QUESTIONS[field];
      const answer = field === 'extension_fee' ? 'Yes' : String(fields[field]);
      return `<tr><th>${toNumericEntities(question)}</th><td>${toNumericEntities(answer)}</td></tr>`;
    });
  for (const [slot, file] of files)
    rows.push(
      `<tr><th>${toNumericEntities(slotLabels[slot] ?? slot)}</th><td>${toNumericEntities(file.name)}</td></tr>`,
    );
  return `<h2>Extension Request</h2><table>${rows.join('')}</table>`;
}
