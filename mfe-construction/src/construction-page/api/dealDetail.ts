// POST deals/details (spec §7): the deal the construction page is about, checked against the
// contracts' response schema. A 404 means missing or not the caller's. The deal pages of mfe-deals
// make the same read (remotes never import each other): a user moving between the deal's tabs
// gets the kept answer.
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import { dealDetailResponseSchema, type DealDetail } from '@lender/contracts';

export const dealDetailRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/details',
  body: { dealid },
});

/** The deal, `deal[0]` of the answer. */
export const parseDealDetail = (answer: unknown): DealDetail =>
  v.parse(dealDetailResponseSchema, answer).deal[0];
