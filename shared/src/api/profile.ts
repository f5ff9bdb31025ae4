// Account profile and the account owner's contact (spec §7).
import type { OwnerInfo } from '../schemas/locs';
import type { Profile, ProfileUpdate } from '../schemas/profile';
import { ApiError } from './apiError';
import { getJson, postJson } from './client';
import { BAD_RESPONSE_MESSAGE, expectSuccess } from './responses';

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

/** GET users/get-owner-info: name, email, phone of the account's rep. */
export const fetchOwnerInfo = (): Promise<OwnerInfo> => getJson<OwnerInfo>('users/get-owner-info');
