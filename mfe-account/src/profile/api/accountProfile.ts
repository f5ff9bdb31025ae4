// The account's profile (spec §7): GET fetchaccountprofile and POST updateaccountprofile.
import { expectSuccess, forgetReads, postJson, type ReadCall } from '@lender/shared';
import type { ProfileUpdate } from '@lender/contracts';

/** GET fetchaccountprofile: `{ profile }`, parsed with the contracts' profileOfAnswer. */
export const profileRead: ReadCall = { method: 'GET', path: 'fetchaccountprofile' };

/** POST updateaccountprofile with BillingStreet, BillingCity, BillingState, BillingPostalCode, Phone (digits). */
export const updateAccountProfile = async (fields: ProfileUpdate): Promise<unknown> => {
  const answer = expectSuccess(await postJson<unknown>('updateaccountprofile', fields));
  forgetReads(profileRead.path);
  return answer;
};
