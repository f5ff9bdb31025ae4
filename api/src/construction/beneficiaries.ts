// A customer's bank accounts (beneficiaries of draws). Account numbers are stored as entered
// (commas removed): the lender needs them to pay draws out. They leave the server only masked
// (maskAccountNumber) and are never logged (a request's log line has no body: http/logger.ts).
import { maskAccountNumber, type BankAccount, type BeneficiaryAccount } from '@lender/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** More than anyone needs; keeps a script from filling the table. */
export const MAX_BENEFICIARIES = 25;
/** The cap's name (its lock, its row in the race matrix). */
export const BANK_ACCOUNTS = 'bank-accounts';

const COLUMNS = [
  'id',
  'bank_account_number',
  'bank_account_type',
  'bank_instructions',
  'bank_name',
  'bank_routing_number',
  'account_address_city',
  'account_address_state',
  'account_address_street',
  'account_address_zip',
  'bank_account_name',
] as const;

/** The account's bank accounts, OLDEST FIRST (a new one is last), numbers masked. */
export async function listBeneficiaries(
  db: Kysely<Database>,
  accountId: string,
): Promise<BeneficiaryAccount[]> {
  const rows = await db
    .selectFrom('beneficiaries')
    .select([...COLUMNS])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    ...row,
    bank_account_number: maskAccountNumber(row.bank_account_number),
  }));
}

export async function countBeneficiaries(db: Kysely<Database>, accountId: string) {
  const row = await db
    .selectFrom('beneficiaries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addBeneficiary(
  db: Kysely<Database>,
  accountId: string,
  account: BankAccount,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('beneficiaries')
    .values({ ...account, account_id: accountId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
