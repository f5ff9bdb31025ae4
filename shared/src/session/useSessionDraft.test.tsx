import { act, renderHook } from '@testing-library/react';
import { signIn, signOut } from '../testing';
import { sessionDraftKey } from './drafts';
import { syncSessionFromStorage, useSession } from './sessionStore';
import { useSessionDraft } from './useSessionDraft';

type Answers = { loan: string };
const empty = (): Answers => ({ loan: '' });
const revive = (saved: unknown, blank: Answers): Answers =>
  typeof (saved as Answers | null)?.loan === 'string' ? (saved as Answers) : blank;
const KEY = sessionDraftKey('servicing:payoff', 'jane@demo.test');

const useDraft = (options?: { visitor?: boolean }) =>
  useSessionDraft('servicing:payoff', empty, revive, options);

beforeEach(() => signIn());
afterEach(() => {
  act(() => signOut());
  sessionStorage.clear();
  localStorage.clear();
});

it('keeps the value across a reload, per user, and restores it', () => {
  const first = renderHook(() => useDraft());
  act(() => first.result.current[1]({ loan: 'LN-1004' }));
  expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ loan: 'LN-1004' });
  first.unmount();
  const reloaded = renderHook(() => useDraft());
  expect(reloaded.result.current[0]).toEqual({ loan: 'LN-1004' });
  reloaded.unmount();
  act(() => signIn({ username: 'other@demo.test' }));
  expect(renderHook(() => useDraft()).result.current[0]).toEqual({ loan: '' });
});

it('stores nothing equal to the empty value, reads nothing unreadable, and forgets on request', () => {
  const { result } = renderHook(() => useDraft());
  act(() => result.current[1]({ loan: 'LN-1' }));
  act(() => result.current[1]({ loan: '' }));
  expect(sessionStorage.getItem(KEY)).toBeNull();
  sessionStorage.setItem(KEY, '{not json');
  expect(renderHook(() => useDraft()).result.current[0]).toEqual({ loan: '' });
  act(() => result.current[1]({ loan: 'LN-2' }));
  act(() => result.current[2]());
  expect(sessionStorage.getItem(KEY)).toBeNull();
});

it('keeps no draft for an employee viewing an account, one per tab for a visitor', () => {
  act(() => signIn({ employeeToken: 'employee-token' }));
  const viewing = renderHook(() => useDraft());
  act(() => viewing.result.current[1]({ loan: 'LN-3' }));
  expect(sessionStorage.length).toBe(0);
  act(() => signOut());
  const visitor = renderHook(() => useDraft({ visitor: true }));
  act(() => visitor.result.current[1]({ loan: 'LN-4' }));
  expect(sessionStorage.getItem(sessionDraftKey('servicing:payoff', 'visitor'))).not.toBeNull();
});

it('clears every portal draft when the session ends, whichever form kept it', () => {
  sessionStorage.setItem(KEY, '{"loan":"LN-5"}');
  sessionStorage.setItem(sessionDraftKey('draw-request:D7', 'jane@demo.test'), '{"i-1":"5"}');
  sessionStorage.setItem('unrelated', 'kept');
  act(() => signOut());
  expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
});

it('clears them when another tab signs out (the session gone from local storage)', () => {
  act(() => signIn());
  sessionStorage.setItem(KEY, '{"loan":"LN-6"}');
  expect(useSession.getState().username).toBe('jane@demo.test');
  localStorage.removeItem('username');
  localStorage.removeItem('token');
  localStorage.removeItem('accountType');
  act(() => syncSessionFromStorage());
  expect(sessionStorage.getItem(KEY)).toBeNull();
});
