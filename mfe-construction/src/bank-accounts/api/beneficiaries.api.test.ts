/** @jest-environment node */
import * as v from 'valibot';
import {
  bankAccountSchema,
  beneficiaryAccountSchema,
  type BankAccountForm,
} from '@lender/contracts';
import { write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { beneficiaryWrite, fetchBeneficiaries } from './beneficiaries';

const addBeneficiary = (account: Parameters<typeof beneficiaryWrite>[0]) =>
  write(beneficiaryWrite(account));

const api = liveApiForThisFile();

const FORM: BankAccountForm = {
  bank_account_name: 'Ellis Build Co LLC',
  bank_account_number: '000,123,456,789',
  bank_routing_number: '114,000,093',
  bank_account_type: 'Checking',
  bank_name: 'Frost Bank',
  bank_instructions: 'Reference the loan number',
  account_address_street: '111 W Houston St',
  account_address_city: 'San Antonio',
  account_address_state: 'TX',
  account_address_zip: '78205',
};

it('lists none for a borrower without accounts, then adds one: the list answered, newest last, masked', async () => {
  await api.signInAs('borrower@demo.test');
  expect(await fetchBeneficiaries()).toEqual([]);
  const accounts = await addBeneficiary(v.parse(bankAccountSchema, FORM));
  expect(accounts).toHaveLength(1);
  const second = await addBeneficiary(
    v.parse(bankAccountSchema, {
      ...FORM,
      bank_name: 'Chase Bank',
      bank_account_number: '987654321',
    }),
  );
  expect(second.map((account) => account.bank_name)).toEqual(['Frost Bank', 'Chase Bank']);
  for (const account of second)
    expect(
      v.safeParse(v.strictObject(beneficiaryAccountSchema.entries), account).issues,
    ).toBeUndefined();
  expect(second.at(-1)?.bank_account_number).toBe('••••4321');
  expect(await fetchBeneficiaries()).toEqual(second);
});

it('refuses a routing number that fails the ABA checksum', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(
    addBeneficiary({ ...v.parse(bankAccountSchema, FORM), bank_routing_number: '114000094' }),
  ).rejects.toMatchObject({ status: 400 });
});

it('is for customers only', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchBeneficiaries()).rejects.toMatchObject({ status: 403 });
});
