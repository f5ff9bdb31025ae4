// The account's profile (spec §7): GET fetchaccountprofile and POST updateaccountprofile.
import { ApiError, BAD_RESPONSE_MESSAGE, expectSuccess, getJson, postJson } from '@lender/shared';
import type { Profile, ProfileUpdate } from '@lender/contracts';

/** GET fetchaccountprofile: the `profile` of the answer `{ profile }`. */
export const fetchAccountProfile = async (): Promise<Profile> => {
  const body = await getJson<{ profile?: Profile } | null>('fetchaccountprofile');
  if (!body?.profile)
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  return body.profile;
};

/** POST updateaccountprofile with BillingStreet, BillingCity, BillingState, BillingPostalCode, Phone (digits). */
export const updateAccountProfile = async (fields: ProfileUpdate): Promise<unknown> =>
  expectSuccess(await postJson<unknown>('updateaccountprofile', fields));
