// POST payoff-request (signed in, or public with the external flag) and its answer.
import * as v from 'valibot';
import { loanNumberField, emailField, optionalEmailField } from '../fields';
import { isCurrency, toIsoDate } from '../fieldRules';
import {
  MAX_GOOD_THROUGH_DAYS,
  PAYOFF_FEE,
  PAYOFF_FEE_WINDOW_DAYS,
  SALE_OR_REFINANCE,
  choice,
  date,
  maxGoodThroughDate,
  optionalText,
  plusDays,
  required,
  requiredLong,
} from './common';

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
