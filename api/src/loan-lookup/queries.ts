// lookup-loan: loans whose number matches and whose borrower's SSN last four match; each match is
// remembered for MATCH_TTL_MS so add-loan can link exactly those loans and nothing else.
import type { LoanLookupResult } from '@lender/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';

const MATCH_TTL_MS = 15 * 60_000;

export async function findLoans(
  db: Kysely<Database>,
  loanNumber: string,
  ssnLast4: string,
): Promise<LoanLookupResult[]> {
  const rows = await db
    .selectFrom('deals')
    .innerJoin('accounts', 'accounts.id', 'deals.account_id')
    .select([
      'deals.id',
      'deals.loan_number',
      'deals.address',
      'deals.street',
      'deals.status',
      'deals.type',
    ])
    .where(sql<boolean>`lower(deals.loan_number) = lower(${loanNumber})`)
    .where('accounts.ssn_last4', '=', ssnLast4)
    .orderBy('deals.id')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    Loan_Number__c: row.loan_number,
    Property_Address__c: row.address,
    Street__c: row.street,
    StageName: row.status,
    Type: row.type,
  }));
}

export async function rememberMatches(
  db: Kysely<Database>,
  accountId: string,
  dealIds: string[],
  now: number,
): Promise<void> {
  if (dealIds.length === 0) return;
  const expires = new Date(now + MATCH_TTL_MS);
  await db
    .insertInto('loan_lookup_matches')
    .values(dealIds.map((deal_id) => ({ account_id: accountId, deal_id, expires_at: expires })))
    .onConflict((oc) => oc.columns(['account_id', 'deal_id']).doUpdateSet({ expires_at: expires }))
    .execute();
}

/**
 * Links the loans to the account when every one was matched by its lookup and the match has not
 * expired (all or nothing); answers how many links are new, or null when one was not matched.
 * Each match is used once: deleting it claims it, so of two racing calls only one finds it.
 */
export async function addMatchedLoans(
  db: Kysely<Database>,
  accountId: string,
  dealIds: string[],
  now: number,
  /** Records the addition's audit row (how many were added), in its transaction. */
  audit: (trx: Transaction<Database>, added: number) => Promise<void>,
): Promise<number | null> {
  return db
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .deleteFrom('loan_lookup_matches')
        .where('account_id', '=', accountId)
        .where('deal_id', 'in', dealIds)
        .where('expires_at', '>', new Date(now))
        .returning('deal_id')
        .execute();
      if (claimed.length !== dealIds.length) throw new NotAllMatched();
      const added = await trx
        .insertInto('deal_accounts')
        .values(
          dealIds.map((deal_id) => ({ deal_id, account_id: accountId, created_at: new Date(now) })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('deal_id')
        .execute();
      await audit(trx, added.length);
      return added.length;
    })
    .catch((error: unknown) => {
      // Some were not matched: the claim is rolled back, the other matches stay usable.
      if (error instanceof NotAllMatched) return null;
      throw error;
    });
}

class NotAllMatched extends Error {}
