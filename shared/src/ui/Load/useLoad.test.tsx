import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import { useLoad } from './useLoad';

/** A promise the test settles by hand. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useLoad', () => {
  it('is loading, then loaded with the data', async () => {
    const load = jest.fn(() => Promise.resolve(['a', 'b']));
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'loaded', data: ['a', 'b'] }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure’s message', async () => {
    const load = () => Promise.reject(new ApiError(503, 'Service unavailable'));
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'error', message: 'Service unavailable' }),
    );
  });

  it('reload goes back to loading and calls load again', async () => {
    const load = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new Error('Bad gateway'))
      .mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 7 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when load changes, and drops the overtaken answer', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => second.resolve('new'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'new' });
    await act(async () => first.resolve('old'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'new' });
  });

  it('ignores an answer that comes after unmount', async () => {
    const pending = deferred<string>();
    const { result, unmount } = renderHook(() => useLoad(() => pending.promise));
    unmount();
    await act(async () => pending.resolve('late'));
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
