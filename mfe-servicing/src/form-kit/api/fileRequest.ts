// Filing a servicing request (payoff, extension, capex, loss draft: spec §7): a POST whose success
// makes the borrower's list of filed requests stale wherever it shows.
import type { CallOptions, WriteCall } from '@lender/shared';
import { filedRequestsRead } from '../../servicing-requests/api/servicingRequests';

export const fileRequestWrite = <T>(
  path: string,
  body: unknown,
  parse: (answer: unknown) => T,
  options?: CallOptions,
): WriteCall<T> => ({ path, body, parse, stale: [filedRequestsRead], options });
