import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  resetRuntimeConfig,
  setRuntimeConfig,
  useSession,
  type SessionState,
} from '@lender/shared';
import { mockApi, signIn as signInAs, type ApiMock } from '@lender/shared/testing';
import { SessionGuard } from './SessionGuard';
import { ACTIVITY_CHANNEL } from './activitySync';

const MINUTE = 60_000;
const START = new Date('2025-03-03T15:00:00Z').getTime();

interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

let api: ApiMock;

/** Each renewal takes the next answer (the last one repeats). */
const mockFetch = (...answers: { status: number; body: unknown }[]) => {
  api?.restore();
  api = mockApi({
    'POST users/renewtoken': () =>
      (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 500 },
  });
};

/** What the guard sent, in order. */
const sent = (): SentRequest[] =>
  api.calls.map(({ url, method, authorization, body }) => ({ url, method, authorization, body }));

const logoutRequest = (token = 'test-token'): SentRequest => ({
  url: 'http://localhost/lima/api/users/logout',
  method: 'POST',
  authorization: `Bearer ${token}`,
  body: undefined,
});

const renewRequest = (email = 'jane@demo.test', token = 'test-token'): SentRequest => ({
  url: 'http://localhost/lima/api/users/renewtoken',
  method: 'POST',
  authorization: `Bearer ${token}`,
  body: { email },
});

/** Moves the fake clock and lets promises (the API call) settle. */
const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

/** Lets a pending API call finish without moving the clock noticeably. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await advance(0);
};

const signIn = (overrides: Partial<SessionState> = {}) =>
  signInAs({
    sessionStart: Date.now(),
    idleTimeoutStart: null,
    loggedOutForInactivity: false,
    ...overrides,
  });

const dialog = () => screen.queryByRole('dialog', { name: 'Session Expiring' });
const timer = () => screen.getByRole('timer');

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  setRuntimeConfig({
    session: { idleTimeoutMinutes: 1, modalTimerMinutes: 1, actionIntervalMinutes: 0.5 },
  });
  mockFetch({ status: 200, body: { token: 'token-2' } });
});

// Channels a test opens; closed even when it fails, or jest would wait on them.
const channels: BroadcastChannel[] = [];

afterEach(() => {
  api.restore();
  channels.splice(0).forEach((channel) => channel.close());
  act(() => useSession.getState().logout());
  useSession.setState({ loggedOutForInactivity: false });
  resetRuntimeConfig();
  localStorage.clear();
  jest.useRealTimers();
});

describe('SessionGuard', () => {
  it('starts the session clock on mount when none is stored', () => {
    signIn({ sessionStart: null });
    render(<SessionGuard />);
    expect(useSession.getState().sessionStart).toBe(START);
    expect(localStorage.getItem('sessionStart')).toBe(String(START));
  });

  it('opens the Session Expiring modal after the idle timeout, not before', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(useSession.getState().idleTimeoutStart).toBeNull();

    await advance(1000);
    const modal = dialog();
    expect(modal).toBeInTheDocument();
    expect(modal).toHaveAccessibleDescription(
      'Your session is about expire due to inactivity. To keep working, select Continue Session.',
    );
    expect(timer()).toHaveTextContent(
      'If no action is taken you will automatically be logged out in 1:00.',
    );
    expect(screen.getByRole('button', { name: 'Continue Session' })).toBeEnabled();
    expect(useSession.getState().idleTimeoutStart).toBe(START + MINUTE);
    expect(localStorage.getItem('idleTimeoutStart')).toBe(String(START + MINUTE));
  });

  it('counts down each second as m:ss, in red and bold at 30 seconds or less', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    await advance(1000);
    expect(timer()).toHaveTextContent('logged out in 0:59.');
    await advance(28_000);
    expect(timer()).toHaveTextContent('logged out in 0:31.');
    const warningClass = (): string => timer().querySelector('span')?.className ?? '';
    expect(warningClass()).toBe('');
    await advance(1000);
    expect(timer()).toHaveTextContent('logged out in 0:30.');
    expect(warningClass()).not.toBe('');
  });

  it('does not open while the user keeps acting', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(20_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1000);
    expect(dialog()).toBeInTheDocument();
  });

  it('Continue Session renews the token, stores it and closes the modal', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    await advance(5000);

    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await settle();

    expect(sent()).toEqual([renewRequest()]);
    expect(dialog()).not.toBeInTheDocument();
    const session = useSession.getState();
    expect(session.token).toBe('token-2');
    expect(session.idleTimeoutStart).toBeNull();
    expect(session.sessionStart).toBeGreaterThanOrEqual(START + MINUTE + 5000);
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(localStorage.getItem('idleTimeoutStart')).toBeNull();

    // The countdown is cleared: no logout when it would have ended.
    await advance(MINUTE - 5000);
    expect(useSession.getState().token).toBe('token-2');
    expect(useSession.getState().loggedOutForInactivity).toBe(false);
  });

  it('opens again after another idle timeout once renewed', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await settle();
    expect(dialog()).not.toBeInTheDocument();
    await advance(MINUTE);
    expect(dialog()).toBeInTheDocument();
    expect(timer()).toHaveTextContent('1:00');
  });

  it('on a renewal failure keeps the modal open with the retry label and the failure text', async () => {
    mockFetch(
      { status: 500, body: { error: 'nope' } },
      { status: 200, body: { token: 'token-3' } },
    );
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    await advance(10_000);

    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await settle();

    expect(sent()).toEqual([renewRequest()]);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Session - Retry' })).toBeEnabled();
    expect(timer().textContent).toBe(
      'There was a problem continuing your session.  Please try again or you will automatically be logged out in 0:50.',
    );
    expect(useSession.getState().token).toBe('test-token');

    // The countdown keeps running.
    await advance(5000);
    expect(timer()).toHaveTextContent('logged out in 0:45.');

    // A retry that succeeds closes the modal.
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session - Retry' }));
    await settle();
    expect(sent()).toHaveLength(2);
    expect(dialog()).not.toBeInTheDocument();
    expect(useSession.getState().token).toBe('token-3');
  });

  it('treats an empty renewal answer as a failure', async () => {
    mockFetch({ status: 200, body: {} });
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Continue Session - Retry' })).toBeInTheDocument();
    expect(useSession.getState().token).toBe('test-token');
  });

  it('logs out for inactivity when the countdown ends', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE);
    await advance(MINUTE - 1000);
    expect(useSession.getState().token).toBe('test-token');
    expect(timer()).toHaveTextContent('0:01');

    await advance(1000);
    const session = useSession.getState();
    expect(session.token).toBeNull();
    expect(session.accountType).toBeNull();
    expect(session.sessionStart).toBeNull();
    expect(session.loggedOutForInactivity).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionStart')).toBeNull();
    expect(localStorage.getItem('idleTimeoutStart')).toBeNull();
    expect(dialog()).not.toBeInTheDocument();
    expect(sent()).toEqual([logoutRequest()]); // the server revokes it too
  });

  it('logs out on mount when the stored idle start is older than the modal timer', async () => {
    signIn({ sessionStart: START - 3 * MINUTE, idleTimeoutStart: START - MINUTE - 1 });
    render(<SessionGuard />);
    await settle();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().loggedOutForInactivity).toBe(true);
  });

  it('logs out on mount when the session is older than interval + idle + modal (back from sleep)', async () => {
    signIn({ sessionStart: START - 2.5 * MINUTE, idleTimeoutStart: null });
    render(<SessionGuard />);
    await settle();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().loggedOutForInactivity).toBe(true);
  });

  it('does not bring the token back when a renewal answers after logout', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.restore();
    api = mockApi({
      'POST users/renewtoken': async () => {
        await held;
        return { body: { token: 'token-2' } };
      },
    });
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE / 2 + 1000);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: 'b' });
    await advance(500);
    expect(api.calls).toHaveLength(1);
    act(() => useSession.getState().logout());
    answer();
    await settle();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('counts activity in another tab of the portal: the modal waits for all tabs to be idle', async () => {
    const realImmediate: (done: () => void) => void = jest.requireActual('timers').setImmediate;
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    channels.push(otherTab);
    signIn();
    render(<SessionGuard />);
    await advance(50_000);
    otherTab.postMessage(Date.now());
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await new Promise<void>((done) => realImmediate(done));
    });
    await advance(15_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(46_000);
    expect(dialog()).toBeInTheDocument();
  });

  it('resumes a stored countdown that has not ended', async () => {
    signIn({ sessionStart: START - 2 * MINUTE, idleTimeoutStart: START - 20_000 });
    render(<SessionGuard />);
    await settle();
    expect(dialog()).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:40');
  });

  it('renews the token on a user action once the session is older than the action interval', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE / 2 + 1000);
    expect(sent()).toEqual([]);

    fireEvent.keyDown(window, { key: 'a' });
    await advance(499);
    expect(sent()).toEqual([]);
    await advance(1);
    await settle();

    expect(sent()).toEqual([renewRequest()]);
    expect(useSession.getState().token).toBe('token-2');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(useSession.getState().sessionStart).toBeGreaterThanOrEqual(START + MINUTE / 2 + 1500);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not renew on a user action within the action interval', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(10_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(1000);
    await settle();
    expect(sent()).toEqual([]);
    expect(useSession.getState().token).toBe('test-token');
  });

  it('debounces a burst of actions into one renewal', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(MINUTE / 2 + 1000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(300);
    fireEvent.mouseDown(window);
    await advance(300);
    fireEvent.keyDown(window, { key: 'b' });
    await advance(500);
    await settle();
    expect(sent()).toEqual([renewRequest()]);
  });

  it('logs out on a user action when no account type is stored', async () => {
    signIn({ accountType: null });
    render(<SessionGuard />);
    await advance(1000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(500);
    await settle();
    const session = useSession.getState();
    expect(session.token).toBeNull();
    expect(session.loggedOutForInactivity).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sent()).toEqual([logoutRequest()]); // the server revokes it too
  });

  it('logs out on a user action when the stored account type was removed in this tab', async () => {
    signIn();
    render(<SessionGuard />);
    await advance(1000);
    localStorage.removeItem('accountType');
    expect(useSession.getState().accountType).not.toBeNull(); // no storage event in this tab
    fireEvent.keyDown(window, { key: 'a' });
    await advance(500);
    await settle();
    expect(useSession.getState().token).toBeNull();
    expect(sent()).toEqual([logoutRequest()]);
  });

  it('logs out on a user action when the session is older than the idle timeout', async () => {
    signIn({ sessionStart: START - 2 * MINUTE });
    render(<SessionGuard />);
    await advance(1000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(500);
    await settle();
    expect(useSession.getState().token).toBeNull();
    expect(sent()).toEqual([logoutRequest()]); // the server revokes it too
  });

  it('ignores mouse moves in the first 200 ms', async () => {
    signIn({ accountType: null });
    render(<SessionGuard />);
    fireEvent.mouseMove(window);
    await advance(1000);
    expect(useSession.getState().token).toBe('test-token');
    fireEvent.mouseMove(window);
    await advance(500);
    expect(useSession.getState().token).toBeNull();
  });
});
