// POST deals/account-history (spec §7): the deal's payments, newest first.
import { ApiError, BAD_RESPONSE_MESSAGE, postJson } from '@lender/shared';
import type { AccountHistoryEntry } from '@lender/contracts';

export const fetchAccountHistory = async (dealid: string): Promise<AccountHistoryEntry[]> => {
  const body = await postJson<unknown>('deals/account-history', { dealid });
  if (!Array.isArray(body)) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body });
  return body as AccountHistoryEntry[];
};
