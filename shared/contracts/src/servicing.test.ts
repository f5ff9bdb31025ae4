import * as v from 'valibot';
import {
  CAPEX_MESSAGES,
  DELAY_REASONS,
  EXIT_STRATEGIES,
  EXTENSION_MESSAGES,
  LOSS_DRAFT_MESSAGES,
  PAYOFF_FEE,
  PAYOFF_FEE_WINDOW_DAYS,
  PAYOFF_MESSAGES,
  SALE_OR_REFINANCE,
  SERVICING_FILE_MESSAGES,
  capexRequestSchema,
  extensionRequestSchema,
  lossDraftRequestSchema,
  maxGoodThroughDate,
  payoffFeeApplies,
  payoffRequestSchema,
} from './servicing';

const TODAY = '2026-03-15';
const first = (schema: v.GenericSchema, input: unknown): string | null => {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? 'issue');
};
const file = (field: string, fileName = `${field}.pdf`) => ({
  field,
  fileName,
  fileData: 'JVBERi0=',
});

describe('constants', () => {
  it('are the spec §9 values', () => {
    expect(EXIT_STRATEGIES).toHaveLength(4);
    expect(DELAY_REASONS).toHaveLength(10);
    expect(DELAY_REASONS[0]).toBe('Cash Flow Issues');
    expect(SALE_OR_REFINANCE).toEqual(['Sell', 'Refinance']);
    expect(PAYOFF_FEE).toBe(20);
    expect(PAYOFF_FEE_WINDOW_DAYS).toBe(30);
  });
});

describe('payoff', () => {
  const schema = payoffRequestSchema(TODAY);
  const good = {
    loan_number: 'LN-1001',
    property_address: '1 Main St, Austin TX',
    good_through_date: '2026-03-20',
    email: 'jane@demo.test',
    optional_email: '',
    sale_or_refinance: 'Sell',
    if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
    if_refinance_name_of_lender_and_agent_contact: '',
    updated_borrower_mailing_address: '2 Oak St',
    external: true,
  };
  it('accepts a complete request', () => {
    expect(first(schema, good)).toBeNull();
    expect(first(schema, { ...good, external: undefined })).toBeNull();
  });
  it.each([
    ['loan_number', '', PAYOFF_MESSAGES.loanNumber],
    ['property_address', '  ', PAYOFF_MESSAGES.propertyAddress],
    ['email', 'nope', PAYOFF_MESSAGES.email],
    ['optional_email', 'nope', PAYOFF_MESSAGES.email],
    ['sale_or_refinance', 'Keep', PAYOFF_MESSAGES.saleOrRefinance],
    ['updated_borrower_mailing_address', '', PAYOFF_MESSAGES.mailingAddress],
    ['good_through_date', '', PAYOFF_MESSAGES.goodThrough],
    ['good_through_date', '2026-02-30', PAYOFF_MESSAGES.goodThrough],
    ['good_through_date', '2026-03-14', PAYOFF_MESSAGES.goodThroughPast],
    ['good_through_date', '2026-04-15', PAYOFF_MESSAGES.goodThroughTooFar],
    [
      'loan_number',
      'a\u0007b',
      'Remove the control characters (such as tabs or line breaks) from this field.',
    ],
    ['external', 'yes', PAYOFF_MESSAGES.external],
  ])('%s = %j → %s', (key, value, message) => {
    expect(first(schema, { ...good, [key]: value })).toBe(message);
  });
  it('needs the sales price when selling and the lender contact when refinancing', () => {
    expect(first(schema, { ...good, if_sale_then_what_is_the_estimated_sales_price: '' })).toBe(
      PAYOFF_MESSAGES.salesPrice,
    );
    expect(first(schema, { ...good, sale_or_refinance: 'Refinance' })).toBe(
      PAYOFF_MESSAGES.lenderContact,
    );
    expect(
      first(schema, {
        ...good,
        sale_or_refinance: 'Refinance',
        if_sale_then_what_is_the_estimated_sales_price: '',
        if_refinance_name_of_lender_and_agent_contact: 'Bank, Ann 555-0100',
      }),
    ).toBeNull();
  });
  it('takes a mailing address on more than one line, as its text area offers', () => {
    const address = '2 Oak St\nApt 4\r\nAustin TX 78701';
    expect(first(schema, { ...good, updated_borrower_mailing_address: address })).toBeNull();
  });
  it('allows exactly 30 days out', () => {
    expect(maxGoodThroughDate(TODAY)).toBe('2026-04-14');
    expect(first(schema, { ...good, good_through_date: '2026-04-14' })).toBeNull();
  });
  it('charges the fee within 30 days of the previous request', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(payoffFeeApplies(null, now)).toBe(false);
    expect(payoffFeeApplies(new Date('2026-02-14T12:00:01Z'), now)).toBe(true);
    expect(payoffFeeApplies(new Date('2026-02-13T12:00:00Z'), now)).toBe(false);
  });
});

describe('extension', () => {
  const base = {
    email: 'jane@demo.test',
    loan_number: 'LN-1001',
    borrower_name: 'Jane Doe',
    property_address: '1 Main St',
    received_extensions: 'No',
    exit_strategy: 'List to Sell',
    reason_for_delay: 'Permitting Delays',
    monthly_payments: 'Yes',
    extension_fee: true,
    link_to_listing: 'https://listing.example/1',
    price_plan_to_reduce: 'No',
    body: '<p>summary</p>',
    files: [file('risk_hazard_policy'), file('risk_policy_paid_receipt'), file('property_tax')],
  };
  it('accepts a complete List to Sell request', () => {
    expect(first(extensionRequestSchema, base)).toBeNull();
  });
  it.each([
    ['received_extensions', '', 'Make a selection.'],
    ['exit_strategy', 'Wait', EXTENSION_MESSAGES.exitStrategy],
    ['reason_for_delay', 'Weather', EXTENSION_MESSAGES.reasonForDelay],
    ['monthly_payments', '', 'Make a selection.'],
    ['extension_fee', false, EXTENSION_MESSAGES.extensionFee],
    ['body', '', EXTENSION_MESSAGES.summary],
    [
      'body',
      '<p>a\u0007b</p>',
      'Remove the control characters (such as tabs or line breaks) from this field.',
    ],
    ['borrower_name', '', EXTENSION_MESSAGES.borrowerName],
  ])('%s = %j → %s', (key, value, message) => {
    expect(first(extensionRequestSchema, { ...base, [key]: value })).toBe(message);
  });
  it('needs a listing link or the listing agreement', () => {
    expect(first(extensionRequestSchema, { ...base, link_to_listing: '' })).toBe(
      'Please provide a link to the listing or upload the Listing Agreement..',
    );
    expect(
      first(extensionRequestSchema, {
        ...base,
        link_to_listing: '',
        files: [...base.files, file('listing_agreement')],
      }),
    ).toBeNull();
    expect(first(extensionRequestSchema, { ...base, price_plan_to_reduce: 'Yes' })).toBe(
      EXTENSION_MESSAGES.reductionDate,
    );
  });
  it('needs the flood paid receipt only with a flood policy', () => {
    const flood = { ...base, files: [...base.files, file('flood_policy')] };
    expect(first(extensionRequestSchema, flood)).toBe(EXTENSION_MESSAGES.floodPaidReceipt);
    expect(
      first(extensionRequestSchema, {
        ...flood,
        files: [...flood.files, file('flood_policy_paid_receipt')],
      }),
    ).toBeNull();
  });
  it('needs the insurance and tax files', () => {
    expect(first(extensionRequestSchema, { ...base, files: [] })).toBe(
      EXTENSION_MESSAGES.riskPolicy,
    );
  });
  it('checks the Under Contract and Refinance branches', () => {
    const contract = { ...base, exit_strategy: 'Under Contract' };
    expect(first(extensionRequestSchema, contract)).toBe(EXTENSION_MESSAGES.closingDate);
    expect(
      first(extensionRequestSchema, {
        ...contract,
        expected_closing_date: '2026-05-01',
        contract_reason_for_delay: 'Stop Work Order',
      }),
    ).toBe(EXTENSION_MESSAGES.sellersAgreement);
    const own = { ...base, exit_strategy: 'Refinance with the lender itself' };
    expect(first(extensionRequestSchema, own)).toBe(EXTENSION_MESSAGES.salesRep);
    const other = {
      ...base,
      exit_strategy: 'Refinance with another lender',
      lenders_contact_information: 'Bank',
      applied_to_refinance: 'Yes',
      expected_closing_date: '2026-05-01',
    };
    expect(first(extensionRequestSchema, other)).toBe(EXTENSION_MESSAGES.commitmentLetter);
    expect(
      first(extensionRequestSchema, {
        ...other,
        files: [...base.files, file('approval_commitment_letter')],
      }),
    ).toBeNull();
  });
  it('refuses files without a known slot, or two in one slot', () => {
    expect(first(extensionRequestSchema, { ...base, files: [...base.files, file('other')] })).toBe(
      SERVICING_FILE_MESSAGES.slot,
    );
    expect(
      first(extensionRequestSchema, { ...base, files: [...base.files, file('property_tax')] }),
    ).toBe(SERVICING_FILE_MESSAGES.duplicateSlot);
  });
});

describe('capex', () => {
  const good = {
    email: 'jane@demo.test',
    loan_number: 'LN-1',
    entity_name: 'Doe LLC',
    date: '2026-03-10',
    name: 'Jane Doe',
    desc_work_completed: 'Roof\nreplaced',
    property_address: '1 Main St\nAustin TX 78701',
    mailing_address: '2 Oak St\nAustin TX 78701',
    files: [{ fileName: 'invoice.pdf', fileData: 'JVBERi0=' }],
  };
  it('accepts a complete request and requires every field', () => {
    expect(first(capexRequestSchema, good)).toBeNull();
    expect(first(capexRequestSchema, { ...good, entity_name: '' })).toBe(CAPEX_MESSAGES.entityName);
    expect(first(capexRequestSchema, { ...good, files: [] })).toBe(CAPEX_MESSAGES.files);
    expect(first(capexRequestSchema, { ...good, files: Array(4).fill(good.files[0]) })).toBe(
      'You can only upload a maximum of 3 files.',
    );
  });
});

describe('loss draft', () => {
  const good = {
    loan_number: 'LN-1',
    borrowing_entity: 'Doe LLC',
    gurantor_name: 'Jane Doe',
    best_contact_number: '(512) 555-0100',
    email: 'jane@demo.test',
    date: '2026-03-10',
    affected_property: '1 Main St',
    date_of_loss: '2026-03-01',
    description_of_loss: 'Hail',
    claim_amount: '$25,000.00',
    files: [file('contractor_lien_waiver'), file('declaration_of_intent_to_repair')],
  };
  it('requires the lien waiver and the intent to repair', () => {
    expect(first(lossDraftRequestSchema, good)).toBeNull();
    expect(first(lossDraftRequestSchema, { ...good, files: [good.files[1]] })).toBe(
      "Contractor's Lien Waiver* is Required.",
    );
    expect(first(lossDraftRequestSchema, { ...good, files: [good.files[0]] })).toBe(
      'Declaration of Intent to Repair* is Required.',
    );
    expect(first(lossDraftRequestSchema, { ...good, claim_amount: '12.345' })).toBe(
      LOSS_DRAFT_MESSAGES.claimAmount,
    );
    // Empty is missing, not malformed.
    expect(first(lossDraftRequestSchema, { ...good, claim_amount: '' })).toBe(
      'Claim amount is required.',
    );
    expect(first(lossDraftRequestSchema, { ...good, claim_amount: '  ' })).toBe(
      'Claim amount is required.',
    );
  });
});
