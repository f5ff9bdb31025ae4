// Valid request bodies the API tests share: a bank account, the card form, a payoff, a capex.
import { pdfFile } from '../servicing/testing';

export const BANK_ACCOUNT = {
  bank_account_name: 'Ellis Build Co LLC',
  bank_account_number: '000123456789',
  bank_routing_number: '114000093',
  bank_account_type: 'Checking',
  bank_name: 'Frost Bank',
  bank_instructions: 'Reference the loan number',
  account_address_street: '111 W Houston St',
  account_address_city: 'San Antonio',
  account_address_state: 'TX',
  account_address_zip: '78205',
};

/** borrower@'s card form for D1005's appraisal fee, with a test card that is approved. */
export const cardForm = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Jordan',
  LastName: 'Ellis',
  Address: '4810 Bull Creek Rd',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78731',
  Country: 'United States of America',
  Company: 'Ellis Build Co LLC',
  Email: 'borrower@demo.test',
  Phone: '512-555-0187',
  CardNumber: '4242-4242-4242-4242',
  ExpMonth: '12',
  ExpYear: '2027',
  CardSecurity: '123',
  dealId: 'D1005',
  CardType: 'visa',
  ...overrides,
});

/** A payoff request good through 2026-04-01 (the tests' clocks are mid-March 2026). */
export const payoffForm = (overrides: Record<string, unknown> = {}) => ({
  loan_number: 'LN-1004',
  property_address: '4810 Bull Creek Rd',
  good_through_date: '2026-04-01',
  email: 'jordan@demo.test',
  optional_email: '',
  sale_or_refinance: 'Sell',
  if_sale_then_what_is_the_estimated_sales_price: '450000',
  if_refinance_name_of_lender_and_agent_contact: '',
  updated_borrower_mailing_address: '1 Oak St',
  ...overrides,
});

/** A capex request with one PDF invoice. */
export const capexForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'jordan@demo.test',
  loan_number: 'LN-1004',
  entity_name: 'Ellis Build Co LLC',
  date: '2026-03-10',
  name: 'Jordan Ellis',
  desc_work_completed: 'Roof',
  property_address: '4810 Bull Creek Rd',
  mailing_address: '1 Oak St',
  files: [pdfFile(undefined, 'invoice.pdf')],
  ...overrides,
});
