// The account's profile update (spec §7): POST updateaccountprofile; the profile is then stale.
import { expectSuccess, type WriteCall } from '@lender/shared';
import type { ProfileUpdate } from '@lender/contracts';
import { profileRead } from './profileRead';

/** POST updateaccountprofile with BillingStreet, BillingCity, BillingState, BillingPostalCode, Phone (digits). */
export const profileUpdateWrite = (fields: ProfileUpdate): WriteCall<unknown> => ({
  path: 'updateaccountprofile',
  body: fields,
  parse: expectSuccess,
  stale: [profileRead],
});
