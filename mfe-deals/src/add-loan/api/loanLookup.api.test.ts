/** @jest-environment node */
import * as v from 'valibot';
import { loanLookupResultSchema } from '@lender/contracts';
import { getJson, write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { addLoansWrite, loanLookupWrite } from './loanLookup';

const lookupLoan = (lookup: Parameters<typeof loanLookupWrite>[0]) =>
  write(loanLookupWrite(lookup));
const addLoans = (loanIds: readonly string[]) => write(addLoansWrite(loanIds));

// Loan lookup is off by default (spec §2); these tests switch it on.
const api = liveApiForThisFile({ env: { LOAN_LOOKUP_ENABLED: 'true' } });

const fundedIds = async () =>
  (await getJson<{ deals: { id: string }[] }>('deals/funded')).deals.map((deal) => deal.id);

it('finds a loan by its number and the SSN last 4, in the §3 shape; nothing otherwise', async () => {
  await api.signInAs('borrower2@demo.test');
  const loans = await lookupLoan({ loan_number: 'LN-1011', ssn: '4821' });
  expect(loans).toHaveLength(1);
  expect(
    v.safeParse(v.strictObject(loanLookupResultSchema.entries), loans[0]).issues,
  ).toBeUndefined();
  expect(loans[0]).toMatchObject({ Id: 'D1011', Loan_Number__c: 'LN-1011' });
  expect(await lookupLoan({ loan_number: 'LN-1011', ssn: '0000' })).toEqual([]);
});

it('adds a matched loan to the account’s lists; an unmatched one is refused', async () => {
  await api.signInAs('borrower2@demo.test');
  expect(await fundedIds()).not.toContain('D1013');
  await expect(addLoans(['D1013'])).rejects.toMatchObject({ status: 404 });
  const [match] = await lookupLoan({ loan_number: 'LN-1013', ssn: '4821' });
  expect(match?.Id).toBe('D1013');
  expect(await addLoans(['D1013'])).toBe(1);
  expect(await fundedIds()).toContain('D1013');
});

it('is for customers only', async () => {
  await api.signInAs('broker@demo.test');
  await expect(lookupLoan({ loan_number: 'LN-1011', ssn: '4821' })).rejects.toMatchObject({
    status: 403,
  });
});
