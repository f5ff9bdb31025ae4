import { withMinimumDelay } from './minimumDelay';

describe('withMinimumDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const track = <T>(promise: Promise<T>) => {
    const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
    promise.then(
      (value) => Object.assign(state, { settled: true, value }),
      (error: unknown) => Object.assign(state, { settled: true, error }),
    );
    return state;
  };

  it('holds a fast answer until the minimum time has passed', async () => {
    const state = track(withMinimumDelay(() => Promise.resolve('rows'), 900));
    await jest.advanceTimersByTimeAsync(899);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state).toEqual({ settled: true, value: 'rows' });
  });

  it('adds nothing to a slow answer', async () => {
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 1500));
    const state = track(withMinimumDelay(slow, 900));
    await jest.advanceTimersByTimeAsync(1500);
    expect(state).toEqual({ settled: true, value: 'late' });
  });

  it('holds a failure too, then rejects with it', async () => {
    const failure = new Error('down');
    const state = track(withMinimumDelay(() => Promise.reject(failure), 1100));
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(state).toEqual({ settled: true, error: failure });
  });

  it('calls straight through without a minimum', async () => {
    await expect(withMinimumDelay(() => Promise.resolve(1), 0)).resolves.toBe(1);
  });
});
