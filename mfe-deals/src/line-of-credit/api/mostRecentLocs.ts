// POST most-recent-locs (spec §7, no payload): the customer's lines of credit, checked against the
// contracts' response schema.
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import { mostRecentLocsResponseSchema, type MostRecentLocsResponse } from '@lender/contracts';

export const recentLocsRead: ReadCall = { method: 'POST', path: 'most-recent-locs' };

export const parseRecentLocs = (answer: unknown): MostRecentLocsResponse =>
  v.parse(mostRecentLocsResponseSchema, answer);
