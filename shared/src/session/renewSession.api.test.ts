/** @jest-environment node */
import { getJson } from '../api/client';
import { liveApiForThisFile } from '../../testing/liveApi';
import { renewSession } from './renewSession';
import { useSession } from './sessionStore';

const api = liveApiForThisFile();

it('renews the token through users/renewtoken and restarts the session clock', async () => {
  await api.signInAs('borrower@demo.test');
  useSession.getState().setSessionStart(1);
  await expect(renewSession()).resolves.toBe(true);
  const { token, sessionStart } = useSession.getState();
  expect(token).toMatch(/^ey/);
  expect(sessionStart).toBeGreaterThan(1);
  // The renewed token is a working session token.
  await expect(getJson('deals/nav')).resolves.toHaveProperty('loans_in_process');
});

it('shares one renewal between callers', async () => {
  await api.signInAs('borrower@demo.test');
  const [first, second] = [renewSession(), renewSession()];
  expect(second).toBe(first);
  await expect(first).resolves.toBe(true);
});

it('fails, and keeps the session, when the server refuses the token', async () => {
  await api.signInAs('borrower@demo.test');
  useSession.getState().setToken('not-a-token');
  await expect(renewSession()).resolves.toBe(false);
  expect(useSession.getState().token).toBe('not-a-token');
});

it('does not bring a token back after a logout while it was in flight', async () => {
  await api.signInAs('borrower@demo.test');
  const pending = renewSession();
  useSession.getState().logout();
  await expect(pending).resolves.toBe(false);
  expect(useSession.getState().token).toBeNull();
});
