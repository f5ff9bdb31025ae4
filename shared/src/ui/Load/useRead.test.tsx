import { act, render, screen } from '@testing-library/react';
import { forgetReads, prefetchRead, type ReadCall } from '../../api';
import { mockApi, type ApiMock } from '../../testing/mockApi';
import { signIn, signOut } from '../../testing/session';
import { useRead } from './useRead';

const dealRead: ReadCall = { method: 'POST', path: 'deals/details', body: { dealid: 'D1' } };
const parseName = (answer: unknown): string => {
  const name = (answer as { name?: unknown }).name;
  if (typeof name !== 'string') throw new TypeError('no name');
  return name;
};

function Deal({ call = dealRead }: { call?: ReadCall }) {
  const { state } = useRead(call, parseName);
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  return <p>Deal {state.data}</p>;
}

let api: ApiMock;
let served = 0;
beforeEach(() => {
  signIn();
  served = 0;
  api = mockApi({
    'POST deals/details': () => ({ body: { name: `Oak St ${++served}` } }),
    'GET deals/details': () => ({ body: { name: `Oak St ${++served}` } }),
    'POST deals/broken': { body: { name: 42 } },
  });
});
afterEach(() => {
  api.restore();
  signOut();
});

test('a read started before the page (the shell, as the route matches) is handed over: one request', async () => {
  prefetchRead({ method: 'POST', path: 'deals/details', body: { dealid: 'D1' } });
  render(<Deal />);
  expect(await screen.findByText('Deal Oak St 1')).toBeInTheDocument();
  expect(api.callsTo('POST deals/details')).toHaveLength(1);
});

test('a fresh answer shows at once on the next page (no loading state, no request)', async () => {
  const first = render(<Deal />);
  await screen.findByText('Deal Oak St 1');
  first.unmount();
  render(<Deal />);
  expect(screen.getByText('Deal Oak St 1')).toBeInTheDocument();
  expect(api.callsTo('POST deals/details')).toHaveLength(1);
});

test('another deal is another read', async () => {
  render(<Deal />);
  await screen.findByText('Deal Oak St 1');
  render(<Deal call={{ ...dealRead, body: { dealid: 'D2' } }} />);
  expect(await screen.findByText('Deal Oak St 2')).toBeInTheDocument();
  expect(api.callsTo('POST deals/details').map((call) => call.body)).toEqual([
    { dealid: 'D1' },
    { dealid: 'D2' },
  ]);
});

test('a write that forgets the read has the page show the new answer without a loading state', async () => {
  render(<Deal />);
  await screen.findByText('Deal Oak St 1');
  act(() => forgetReads(dealRead));
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(await screen.findByText('Deal Oak St 2')).toBeInTheDocument();
});

test('an answer that does not parse is a failed load', async () => {
  render(<Deal call={{ method: 'POST', path: 'deals/broken' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Bad response from server.');
});

test('answers are not shared with the next user', async () => {
  const first = render(<Deal />);
  await screen.findByText('Deal Oak St 1');
  first.unmount();
  signIn({ username: 'someone-else@demo.test', token: 'other-token' });
  render(<Deal />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Deal Oak St 2')).toBeInTheDocument();
  expect(api.last().authorization).toBe('Bearer other-token');
});

test('a sign-out drops the kept answers at once', async () => {
  render(<Deal />).unmount();
  await Promise.resolve();
  signOut();
  signIn();
  render(<Deal />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Deal Oak St 2')).toBeInTheDocument();
});

test('a write forgets every page of a list (the query string is not the path)', async () => {
  render(<Deal call={{ method: 'GET', path: 'deals/details?limit=50' }} />);
  await screen.findByText('Deal Oak St 1');
  act(() => forgetReads({ method: 'GET', path: 'deals/details?limit=100' }));
  expect(await screen.findByText('Deal Oak St 2')).toBeInTheDocument();
});
