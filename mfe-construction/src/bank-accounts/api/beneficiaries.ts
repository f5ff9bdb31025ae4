// GET and POST borrower/beneficiaries (spec §7): the customer's bank accounts, oldest first, the
// account numbers masked. Adding one answers the updated list (the new account last), which the
// modal shows as it is: no kept read to forget.
import { arrayAt, getJson, type WriteCall } from '@lender/shared';
import type { BankAccount, BeneficiaryAccount } from '@lender/contracts';

export const fetchBeneficiaries = async (): Promise<BeneficiaryAccount[]> =>
  arrayAt<BeneficiaryAccount>(await getJson('borrower/beneficiaries'), 'accounts');

/** Adds a bank account (the form's values as the contracts schema outputs them). */
export const beneficiaryWrite = (account: BankAccount): WriteCall<BeneficiaryAccount[]> => ({
  path: 'borrower/beneficiaries',
  body: account,
  parse: (answer) => arrayAt<BeneficiaryAccount>(answer, 'accounts'),
});
