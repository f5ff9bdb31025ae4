// POST deals/account-history (spec §7): the deal's payments, newest first, checked against the
// contracts' response schema.
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import { accountHistoryResponseSchema, type AccountHistoryEntry } from '@lender/contracts';

export const accountHistoryRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/account-history',
  body: { dealid },
});

export const parseAccountHistory = (answer: unknown): AccountHistoryEntry[] =>
  v.parse(accountHistoryResponseSchema, answer);
