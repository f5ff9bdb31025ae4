import { mockApi, signIn, type ApiMock } from '../testing';
import { useSession } from './sessionStore';
import { signOut } from './signOut';

let api: ApiMock;
afterEach(() => api.restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('revokes the session on the server and clears every key', async () => {
  api = mockApi({ 'POST users/logout': { body: { success: true } } });
  signIn({ token: 'tok' });
  signOut();
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  await settle();
  expect(api.calls.map((call) => [call.path, call.authorization])).toEqual([
    ['users/logout', 'Bearer tok'],
  ]);
});

it('revokes the employee’s own session too while viewing another account', async () => {
  api = mockApi({ 'POST users/logout': { body: { success: true } } });
  signIn({ token: 'viewed', employeeToken: 'own' });
  signOut({ inactivity: true });
  expect(useSession.getState().loggedOutForInactivity).toBe(true);
  await settle();
  expect(api.calls.map((call) => call.authorization).sort()).toEqual([
    'Bearer own',
    'Bearer viewed',
  ]);
});

it('signs out here even when the server cannot be reached', async () => {
  api = mockApi({ 'POST users/logout': new TypeError('offline') });
  signIn({ token: 'tok' });
  signOut();
  await settle();
  expect(useSession.getState().token).toBeNull();
});
