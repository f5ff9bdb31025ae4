import { EXTENSION_MESSAGES, extensionFieldsSchema, validateFields } from '@lender/contracts';
import {
  branchErrors,
  emptyExtensionForm,
  encodedAnswers,
  extensionInput,
  filesToSend,
  summaryHtml,
  type ExtensionFormValues,
} from './extensionForm';

const pdf = (name: string) => new File(['%PDF-1.4'], name);
const filled = (overrides: Partial<ExtensionFormValues> = {}): ExtensionFormValues => ({
  ...emptyExtensionForm(),
  email: 'jordan@demo.test',
  loan_number: 'LN-1004',
  borrower_name: 'Jordan Ellis',
  property_address: '4810 Bull Creek Rd',
  received_extensions: 'No',
  exit_strategy: 'Under Contract',
  reason_for_delay: 'Permitting Delays',
  monthly_payments: 'Yes',
  extension_fee: true,
  expected_closing_date: '2026-05-01',
  contract_reason_for_delay: 'Selling/Refi Delays',
  link_to_listing: 'https://left.over',
  ...overrides,
});
const insurance = {
  risk_hazard_policy: pdf('policy.pdf'),
  risk_policy_paid_receipt: pdf('receipt.pdf'),
  property_tax: pdf('tax.pdf'),
};

it('keeps only the chosen exit strategy’s answers and documents', () => {
  const input = extensionInput(filled());
  expect(input.link_to_listing).toBe('');
  expect(input.expected_closing_date).toBe('2026-05-01');
  const files = {
    ...insurance,
    sellers_agreement: pdf('sa.pdf'),
    listing_agreement: pdf('la.pdf'),
  };
  expect(filesToSend(files, 'Under Contract').map(([slot]) => slot)).toEqual([
    'risk_hazard_policy',
    'property_tax',
    'sellers_agreement',
    'risk_policy_paid_receipt',
  ]);
  expect(
    extensionInput(
      filled({ exit_strategy: 'List to Sell', price_expected_reduction_date: '2026-05-01' }),
    ).price_expected_reduction_date,
  ).toBe('');
});

it.each([
  [
    'List to Sell',
    { link_to_listing: '' },
    {
      link_to_listing: EXTENSION_MESSAGES.listing,
      price_plan_to_reduce: EXTENSION_MESSAGES.pricePlan,
    },
  ],
  [
    'List to Sell',
    { price_plan_to_reduce: 'Yes', link_to_listing: 'https://mls.example/1' },
    { price_expected_reduction_date: EXTENSION_MESSAGES.reductionDate },
  ],
  [
    'Under Contract',
    { expected_closing_date: '', contract_reason_for_delay: '' },
    {
      expected_closing_date: EXTENSION_MESSAGES.closingDate,
      contract_reason_for_delay: EXTENSION_MESSAGES.contractReason,
      sellers_agreement: EXTENSION_MESSAGES.sellersAgreement,
    },
  ],
  [
    'Refinance with the lender itself',
    {},
    {
      lenders_contact_information: EXTENSION_MESSAGES.salesRep,
      applied_to_refinance: EXTENSION_MESSAGES.applied,
    },
  ],
  [
    'Refinance with another lender',
    { expected_closing_date: '' },
    {
      lenders_contact_information: EXTENSION_MESSAGES.lenderContact,
      applied_to_refinance: EXTENSION_MESSAGES.applied,
      expected_closing_date: EXTENSION_MESSAGES.closingDate,
      approval_commitment_letter: EXTENSION_MESSAGES.commitmentLetter,
    },
  ],
])('%s asks for its own answers and documents', (strategy, overrides, expected) => {
  const input = extensionInput(filled({ exit_strategy: strategy, ...overrides }));
  expect(branchErrors(input, insurance)).toEqual(expected);
});

it('asks for the insurance and tax documents, and the flood receipt only with a flood policy', () => {
  const input = extensionInput(filled());
  const withContract = { sellers_agreement: pdf('sa.pdf') };
  expect(branchErrors(input, withContract)).toEqual({
    risk_hazard_policy: EXTENSION_MESSAGES.riskPolicy,
    risk_policy_paid_receipt: EXTENSION_MESSAGES.riskPaidReceipt,
    property_tax: EXTENSION_MESSAGES.propertyTax,
  });
  expect(branchErrors(input, { ...insurance, ...withContract })).toEqual({});
  expect(
    branchErrors(input, { ...insurance, ...withContract, flood_policy: pdf('f.pdf') }),
  ).toEqual({
    flood_policy_paid_receipt: EXTENSION_MESSAGES.floodPaidReceipt,
  });
});

it('encodes free text and builds a summary in which nothing typed is markup', () => {
  const parsed = validateFields(
    extensionFieldsSchema,
    extensionInput(filled({ borrower_name: 'José <script>alert(1)</script> & Co' })),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  expect(encodedAnswers(parsed.output).borrower_name).toBe(
    'Jos&#233; &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co',
  );
  const body = summaryHtml(parsed.output, [['property_tax', pdf('<img src=x>.pdf')]], {
    property_tax: 'Property Tax Bill',
  });
  expect(body).toContain('<tr><th>Borrower Name</th><td>Jos&#233; &#60;script&#62;');
  expect(body).toContain('<tr><th>Property Tax Bill</th><td>&#60;img src=x&#62;.pdf</td></tr>');
  expect(body).not.toMatch(/<script|<img/);
  expect(body).toContain('<tr><th>I agree to the extension fee</th><td>Yes</td></tr>');
});
