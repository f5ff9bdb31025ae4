// POST deals/details and deals/members (spec §7): the deal page's reads, by deal id, with their
// answers checked against the contracts' response schemas. A 404 means missing or not the caller's.
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import {
  dealDetailResponseSchema,
  dealMembersResponseSchema,
  type DealDetail,
  type DealMember,
} from '@lender/contracts';

export const dealDetailRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/details',
  body: { dealid },
});

/** The deal, `deal[0]` of the answer. */
export const parseDealDetail = (answer: unknown): DealDetail =>
  v.parse(dealDetailResponseSchema, answer).deal[0];

export const dealMembersRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/members',
  body: { dealid },
});

/** The deal's members, `deals` of the answer. */
export const parseDealMembers = (answer: unknown): DealMember[] =>
  v.parse(dealMembersResponseSchema, answer).deals;
