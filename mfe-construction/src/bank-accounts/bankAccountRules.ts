// The bank form's and the account choice's pure rules (spec §3, §5). Validation is the contracts'
// bankAccountSchema; these only shape what the inputs hold and how an account is named.
import type { BankAccountForm, BeneficiaryAccount } from '@lender/contracts';

/** §8, word for word (two spaces between sentences included). */
export const BANK_ACCOUNT_FAILURE_MESSAGE =
  'We were unable to process your request to add a new bank account.  Please check that the information you have entered is correct and re-submit your request.  If the error persists please come back at a later time.';

export type BankFormValues = Required<{ [K in keyof BankAccountForm]: string }>;

export const emptyBankForm = (): BankFormValues => ({
  bank_account_name: '',
  bank_name: '',
  bank_account_type: '',
  bank_routing_number: '',
  bank_account_number: '',
  bank_instructions: '',
  account_address_street: '',
  account_address_city: '',
  account_address_state: '',
  account_address_zip: '',
});

/** Routing and account numbers: digits and commas only (§5); other characters are dropped. */
export const digitsAndCommasInput = (value: string): string => value.replace(/[^\d,]/g, '');

/** 'Frost Bank, Checking ••••6789 (Ellis Build Co LLC)': how an account is offered. */
export const accountLabel = (account: BeneficiaryAccount): string =>
  `${account.bank_name}, ${account.bank_account_type} ${account.bank_account_number} (${account.bank_account_name})`;

/** The account to select after one was added: the newest, last of the answered list. */
export const newestAccountId = (accounts: readonly BeneficiaryAccount[]): string =>
  accounts.at(-1)?.id ?? '';

/**
 * The account a draw request starts with: a sole account on file. Of several, none: the borrower
 * chooses the one the draw is paid to (spec §5: the beneficiary is required).
 */
export const startingAccountId = (accounts: readonly BeneficiaryAccount[]): string =>
  accounts.length === 1 ? (accounts[0]?.id ?? '') : '';
