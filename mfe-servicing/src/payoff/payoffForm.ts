// The payoff form's answers and the payload they become (spec §3, §5): only the chosen branch's
// answer is sent, the good-through date is at most 30 days out, the price is currency formatted,
// and text travels with non-ASCII, <, > and & as numeric entities.
import { isIsoDate, maxGoodThroughDate, type PayoffRequest } from '@lender/contracts';
import { toNumericEntities } from '../form-kit/numericEntities';

export interface PayoffFormValues {
  [field: string]: string;
  loan_number: string;
  property_address: string;
  good_through_date: string;
  email: string;
  optional_email: string;
  sale_or_refinance: string;
  if_sale_then_what_is_the_estimated_sales_price: string;
  if_refinance_name_of_lender_and_agent_contact: string;
  updated_borrower_mailing_address: string;
}

export const emptyPayoffForm = (): PayoffFormValues => ({
  loan_number: '',
  property_address: '',
  good_through_date: '',
  email: '',
  optional_email: '',
  sale_or_refinance: '',
  if_sale_then_what_is_the_estimated_sales_price: '',
  if_refinance_name_of_lender_and_agent_contact: '',
  updated_borrower_mailing_address: '',
});

/** The good-through date as typed, with a date beyond the maximum replaced by the maximum. */
export const goodThroughInput = (value: string, today: string): string => {
  const max = maxGoodThroughDate(today);
  return isIsoDate(value) && value > max ? max : value;
};

/** What is validated: the answers with the other branch's answer emptied, and the external flag. */
export const payoffInput = (values: PayoffFormValues, external: boolean) => ({
  ...values,
  if_sale_then_what_is_the_estimated_sales_price:
    values.sale_or_refinance === 'Sell'
      ? values.if_sale_then_what_is_the_estimated_sales_price
      : '',
  if_refinance_name_of_lender_and_agent_contact:
    values.sale_or_refinance === 'Refinance'
      ? values.if_refinance_name_of_lender_and_agent_contact
      : '',
  external,
});

const TEXT_FIELDS = [
  'loan_number',
  'property_address',
  'if_sale_then_what_is_the_estimated_sales_price',
  'if_refinance_name_of_lender_and_agent_contact',
  'updated_borrower_mailing_address',
] as const;

/** The validated request as sent: its free text numeric-entity encoded (§5). */
export const payoffPayload = (request: PayoffRequest): PayoffRequest => {
  const payload = { ...request };
  for (const field of TEXT_FIELDS) payload[field] = toNumericEntities(payload[field]);
  return payload;
};
