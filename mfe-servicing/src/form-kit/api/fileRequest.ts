// Filing a servicing request (payoff, extension, capex, loss draft: spec §7): the POST, then the
// borrower's list of filed requests is read again wherever it shows.
import { forgetReads, postJson, type CallOptions } from '@lender/shared';
import { filedRequestsRead } from '../../servicing-requests/api/servicingRequests';

export async function fileRequest(
  path: string,
  body: unknown,
  options?: CallOptions,
): Promise<unknown> {
  const answer = await postJson<unknown>(path, body, options);
  forgetReads(filedRequestsRead.path);
  return answer;
}
