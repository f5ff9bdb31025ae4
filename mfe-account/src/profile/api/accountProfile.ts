// The account's profile (spec §7): GET fetchaccountprofile and POST updateaccountprofile.
import { expectSuccess, type ReadCall, type WriteCall } from '@lender/shared';
import type { ProfileUpdate } from '@lender/contracts';

/** GET fetchaccountprofile: `{ profile }`, parsed with the contracts' profileOfAnswer. */
export const profileRead: ReadCall = { method: 'GET', path: 'fetchaccountprofile' };

/** POST updateaccountprofile with BillingStreet, BillingCity, BillingState, BillingPostalCode, Phone (digits). */
export const profileUpdateWrite = (fields: ProfileUpdate): WriteCall<unknown> => ({
  path: 'updateaccountprofile',
  body: fields,
  parse: expectSuccess,
  stale: [profileRead],
});
