import { mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import type { DeclaredPage } from '@lender/contracts';
import { startPageReads } from './pageReads';
import type { Viewer } from './access';

const dealPage: Pick<DeclaredPage, 'data' | 'layout' | 'audience' | 'whileViewing'> = {
  layout: 'signed-in',
  audience: ['customer'],
  whileViewing: 'read-only',
  data: [
    { method: 'POST', path: 'deals/details', body: { dealid: ':id' } },
    { method: 'GET', path: 'deals/funded' },
  ],
};
const customer: Viewer = { signedIn: true, audience: 'customer', viewing: false };

let api: ApiMock;
beforeEach(() => {
  signIn();
  api = mockApi({ '*': { body: {} } });
});
afterEach(() => {
  api.restore();
  signOut();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a matched page starts its declared reads with the route parameters filled in', async () => {
  startPageReads(dealPage, { id: 'D1005' }, customer);
  await settle();
  const sent = api.calls.map((call) => [call.method, call.path, call.body]);
  expect(sent).toHaveLength(2);
  expect(sent).toEqual(
    expect.arrayContaining([
      ['POST', 'deals/details', { dealid: 'D1005' }],
      ['GET', 'deals/funded', undefined],
    ]),
  );
});

test('started twice (the first load, then the route), each read is sent once', async () => {
  startPageReads(dealPage, { id: 'D1005' }, customer);
  startPageReads(dealPage, { id: 'D1005' }, customer);
  await settle();
  expect(api.callsTo('POST deals/details')).toHaveLength(1);
});

test('nothing is read for a viewer outside the audience or signed out', async () => {
  startPageReads(dealPage, { id: 'D1005' }, { signedIn: true, audience: 'broker', viewing: false });
  startPageReads(dealPage, { id: 'D1005' }, { signedIn: false });
  await settle();
  expect(api.calls).toEqual([]);
});

test('an employee viewing reads a read-only page, not a closed one', async () => {
  const viewing: Viewer = { signedIn: true, audience: 'customer', viewing: true };
  startPageReads({ ...dealPage, whileViewing: 'closed' }, { id: 'D1' }, viewing);
  await settle();
  expect(api.calls).toEqual([]);
  startPageReads(dealPage, { id: 'D1' }, viewing);
  await settle();
  expect(api.callsTo('POST deals/details')).toHaveLength(1);
});
