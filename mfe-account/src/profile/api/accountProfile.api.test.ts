/** @jest-environment node */
import { profileOfAnswer } from '@lender/contracts';
import { write } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { profileUpdateWrite } from './accountProfile';
import { profileRead } from './profileRead';

const api = liveApiForThisFile();
const fetchAccountProfile = () => readLive(profileRead, profileOfAnswer);
const updateAccountProfile = (fields: Parameters<typeof profileUpdateWrite>[0]) =>
  write(profileUpdateWrite(fields));

it('reads and updates the signed-in account’s profile', async () => {
  await api.signInAs('borrower2@demo.test');
  const before = await fetchAccountProfile();
  expect(Object.keys(before).sort()).toEqual(['address', 'city', 'id', 'phone', 'state', 'zip']);

  await updateAccountProfile({
    BillingStreet: '9 Harbor Rd',
    BillingCity: 'Tampa',
    BillingState: 'FL',
    BillingPostalCode: '33601',
    Phone: '8135550123',
  });
  expect(await fetchAccountProfile()).toMatchObject({
    id: before.id,
    address: '9 Harbor Rd',
    city: 'Tampa',
    state: 'FL',
    zip: '33601',
    phone: '8135550123',
  });
});

it('refuses what the shared schema refuses, with its message', async () => {
  await api.signInAs('borrower2@demo.test');
  await expect(
    updateAccountProfile({
      BillingStreet: '9 Harbor Rd',
      BillingCity: 'Tampa',
      BillingState: 'ZZ',
      BillingPostalCode: '33601',
      Phone: '8135550123',
    }),
  ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('State must be') });
});
