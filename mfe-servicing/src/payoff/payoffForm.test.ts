import { payoffRequestSchema, validateFields } from '@lender/contracts';
import {
  emptyPayoffForm,
  goodThroughInput,
  payoffInput,
  payoffPayload,
  type PayoffFormValues,
} from './payoffForm';

const TODAY = '2026-03-15';
const filled = (overrides: Partial<PayoffFormValues> = {}): PayoffFormValues => ({
  ...emptyPayoffForm(),
  loan_number: 'LN-1004',
  property_address: '4810 Bull Creek Rd, Austin TX',
  good_through_date: '2026-03-31',
  email: 'jordan@demo.test',
  sale_or_refinance: 'Sell',
  if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
  if_refinance_name_of_lender_and_agent_contact: 'Left over from Refinance',
  updated_borrower_mailing_address: '1 Oak St, Austin TX 78701',
  ...overrides,
});

it('clamps a good-through date beyond 30 days to the maximum, and keeps others', () => {
  expect(goodThroughInput('2026-05-01', TODAY)).toBe('2026-04-14');
  expect(goodThroughInput('2026-04-14', TODAY)).toBe('2026-04-14');
  expect(goodThroughInput('2026-03-20', TODAY)).toBe('2026-03-20');
  expect(goodThroughInput('', TODAY)).toBe('');
});

it('sends only the chosen branch’s answer, with the external flag', () => {
  expect(payoffInput(filled(), true)).toMatchObject({
    if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
    if_refinance_name_of_lender_and_agent_contact: '',
    external: true,
  });
  expect(payoffInput(filled({ sale_or_refinance: 'Refinance' }), false)).toMatchObject({
    if_sale_then_what_is_the_estimated_sales_price: '',
    if_refinance_name_of_lender_and_agent_contact: 'Left over from Refinance',
    external: false,
  });
});

it('validates with the server’s schema and encodes text as numeric entities', () => {
  const parsed = validateFields(
    payoffRequestSchema(TODAY),
    payoffInput(filled({ updated_borrower_mailing_address: 'Café <b> & Co' }), false),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  expect(payoffPayload(parsed.output).updated_borrower_mailing_address).toBe(
    'Caf&#233; &#60;b&#62; &#38; Co',
  );
});
