// POST most-recent-locs (spec §7, no payload): the customer's lines of credit.
import { postJson } from '@lender/shared';
import type { MostRecentLocsResponse } from '@lender/contracts';

export const fetchMostRecentLocs = (): Promise<MostRecentLocsResponse> =>
  postJson<MostRecentLocsResponse>('most-recent-locs');
