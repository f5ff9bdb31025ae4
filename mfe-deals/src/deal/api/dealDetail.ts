// POST deals/members (spec §7): the deal overview's members, checked against the contracts'
// response schema. A 404 means missing or not the caller's. (The deal itself is the core's read:
// its deal page.)
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import { dealMembersResponseSchema, type DealMember } from '@lender/contracts';

export const dealMembersRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/members',
  body: { dealid },
});

/** The deal's members, `deals` of the answer. */
export const parseDealMembers = (answer: unknown): DealMember[] =>
  v.parse(dealMembersResponseSchema, answer).deals;
