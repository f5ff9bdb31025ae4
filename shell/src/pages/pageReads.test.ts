import { waitFor } from '@testing-library/react';
import { read } from '@lender/shared';
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
const details = { method: 'POST', path: 'deals/details', body: { dealid: 'D1005' } } as const;

let api: ApiMock;
beforeEach(() => {
  signIn();
  api = mockApi({ '*': { body: {} } });
});
afterEach(() => {
  api.restore();
  signOut();
});

test('a matched page starts its declared reads with the route parameters filled in', async () => {
  expect(startPageReads(dealPage, { id: 'D1005' }, customer)).toEqual([
    details,
    { method: 'GET', path: 'deals/funded' },
  ]);
  await waitFor(() => expect(api.calls).toHaveLength(2));
  expect(api.callsTo('POST deals/details')[0]?.body).toEqual({ dealid: 'D1005' });
});

test('started twice (the first load, then the route), each read is sent once', async () => {
  startPageReads(dealPage, { id: 'D1005' }, customer);
  startPageReads(dealPage, { id: 'D1005' }, customer);
  // The page's own read of the same call gets the answer already on its way.
  await read(details);
  expect(api.callsTo('POST deals/details')).toHaveLength(1);
});

test('a deal page starts its frame’s read of the deal first, beside its own reads', () => {
  const tab: typeof dealPage = {
    ...dealPage,
    layout: 'deal',
    data: [{ method: 'GET', path: 'deals/funded' }],
  };
  expect(startPageReads(tab, { id: 'D1005' }, customer)).toEqual([
    details,
    { method: 'GET', path: 'deals/funded' },
  ]);
  expect(startPageReads({ ...tab, data: undefined }, { id: 'D1005' }, customer)).toEqual([details]);
});

test('nothing is read for a viewer outside the audience or signed out', () => {
  const broker: Viewer = { signedIn: true, audience: 'broker', viewing: false };
  expect(startPageReads(dealPage, { id: 'D1005' }, broker)).toEqual([]);
  expect(startPageReads(dealPage, { id: 'D1005' }, { signedIn: false })).toEqual([]);
});

test('an employee viewing reads a read-only page, not a closed one', () => {
  const viewing: Viewer = { signedIn: true, audience: 'customer', viewing: true };
  expect(startPageReads({ ...dealPage, whileViewing: 'closed' }, { id: 'D1' }, viewing)).toEqual(
    [],
  );
  expect(startPageReads(dealPage, { id: 'D1' }, viewing)).toHaveLength(2);
});

test('a read for other audiences is left out, and a query is sent as declared', () => {
  const dashboard: typeof dealPage = {
    layout: 'signed-in',
    audience: ['customer', 'broker'],
    whileViewing: 'open',
    data: [
      { method: 'GET', path: 'deals/inprocess', query: { limit: '50' }, audience: ['customer'] },
      {
        method: 'GET',
        path: 'deals/broker/inprocess',
        query: { limit: '50' },
        audience: ['broker'],
      },
      { method: 'POST', path: 'deals/details', query: { view: 'short' }, body: { dealid: ':id' } },
    ],
  };
  expect(startPageReads(dashboard, { id: 'D7' }, customer)).toEqual([
    { method: 'GET', path: 'deals/inprocess?limit=50' },
    { method: 'POST', path: 'deals/details?view=short', body: { dealid: 'D7' } },
  ]);
  const viewingBroker: Viewer = { signedIn: true, audience: 'broker', viewing: true };
  expect(startPageReads(dashboard, {}, viewingBroker)).toEqual([
    { method: 'GET', path: 'deals/broker/inprocess?limit=50' },
  ]);
});
