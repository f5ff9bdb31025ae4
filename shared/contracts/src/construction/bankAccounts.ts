// The bank accounts a draw is paid to (beneficiaries): the ABA checksum and account masking.
import * as v from 'valibot';
import { requiredText, textInput } from '../fields';
import { isUsStateCode } from '../profile';

export const BANK_ACCOUNT_MESSAGES = {
  accountName: 'The name on the account is required.',
  accountNumber: 'The account number is required: 4 to 17 digits (commas allowed).',
  accountType: 'Choose the account type: Checking or Savings.',
  instructions: 'Bank instructions are required.',
  bankName: 'The bank name is required.',
  routingNumber: 'The routing number is required: 9 digits (commas allowed).',
  routingChecksum:
    'This routing number is not valid (its ABA check digit does not match). Please check it.',
  street: 'The street address is required.',
  city: 'The city is required.',
  state: 'The state is required.',
  stateInvalid: 'State must be the 2-letter abbreviation of a US state or DC (e.g. TX).',
  zip: 'Zip must be 5 digits.',
  tooMany: 'No more bank accounts can be added to this account.',
} as const;

export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;

/** Digits and commas, as §5 allows for routing and account numbers. */
const DIGITS_AND_COMMAS = /^[\d,]+$/;
const withoutCommas = (value: string): string => value.replace(/,/g, '');

/**
 * The ABA routing number checksum: 9 digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) a
 * multiple of 10. Commas are ignored.
 */
export function isAbaRoutingNumber(value: string): boolean {
  const digits = withoutCommas(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return d.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 10 === 0;
}

const MASK = '••••';
/** '000123456789' → '••••6789': how an account number appears in every answer. */
export const maskAccountNumber = (accountNumber: string): string =>
  `${MASK}${withoutCommas(accountNumber).slice(-4)}`;
const MASKED_ACCOUNT_NUMBER = /^••••\d{1,4}$/;

const accountNumberField = v.pipe(
  requiredText(BANK_ACCOUNT_MESSAGES.accountNumber, 40),
  v.regex(DIGITS_AND_COMMAS, BANK_ACCOUNT_MESSAGES.accountNumber),
  v.transform(withoutCommas),
  v.regex(/^\d{4,17}$/, BANK_ACCOUNT_MESSAGES.accountNumber),
);

const routingNumberField = v.pipe(
  requiredText(BANK_ACCOUNT_MESSAGES.routingNumber, 40),
  v.regex(DIGITS_AND_COMMAS, BANK_ACCOUNT_MESSAGES.routingNumber),
  v.transform(withoutCommas),
  v.regex(/^\d{9}$/, BANK_ACCOUNT_MESSAGES.routingNumber),
  v.check(isAbaRoutingNumber, BANK_ACCOUNT_MESSAGES.routingChecksum),
);

/**
 * POST borrower/beneficiaries: the bank form (§5: every field required and non-empty, zip 5
 * digits, routing and account numbers digits and commas — sent on with the commas removed).
 */
export const bankAccountSchema = v.object({
  bank_account_name: requiredText(BANK_ACCOUNT_MESSAGES.accountName, 120),
  bank_account_number: accountNumberField,
  bank_routing_number: routingNumberField,
  bank_account_type: v.pipe(
    textInput(BANK_ACCOUNT_MESSAGES.accountType),
    v.trim(),
    v.picklist(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_MESSAGES.accountType),
  ),
  bank_name: requiredText(BANK_ACCOUNT_MESSAGES.bankName, 120),
  bank_instructions: requiredText(BANK_ACCOUNT_MESSAGES.instructions, 500),
  account_address_street: requiredText(BANK_ACCOUNT_MESSAGES.street, 255),
  account_address_city: requiredText(BANK_ACCOUNT_MESSAGES.city, 100),
  account_address_state: v.pipe(
    requiredText(BANK_ACCOUNT_MESSAGES.state, 50),
    v.check(isUsStateCode, BANK_ACCOUNT_MESSAGES.stateInvalid),
  ),
  account_address_zip: v.pipe(
    textInput(BANK_ACCOUNT_MESSAGES.zip),
    v.trim(),
    v.regex(/^\d{5}$/, BANK_ACCOUNT_MESSAGES.zip),
  ),
});
export type BankAccountForm = v.InferInput<typeof bankAccountSchema>;
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** A beneficiary account as answered: the account number is always masked ('••••6789'). */
export const beneficiaryAccountSchema = v.object({
  id: v.string(),
  bank_account_number: v.pipe(v.string(), v.regex(MASKED_ACCOUNT_NUMBER)),
  bank_account_type: v.string(),
  bank_instructions: v.string(),
  bank_name: v.string(),
  bank_routing_number: v.string(),
  account_address_city: v.string(),
  account_address_state: v.string(),
  account_address_street: v.string(),
  account_address_zip: v.string(),
  bank_account_name: v.string(),
});
export type BeneficiaryAccount = v.InferOutput<typeof beneficiaryAccountSchema>;

/**
 * GET and POST borrower/beneficiaries: the caller's accounts, OLDEST FIRST — after a POST the new
 * account is the last one (the page selects it).
 */
export const beneficiariesResponseSchema = v.object({
  accounts: v.array(beneficiaryAccountSchema),
});
export type BeneficiariesResponse = v.InferOutput<typeof beneficiariesResponseSchema>;
