// A component's write (writes.ts): one at a time, pending while it is out, and its outcome (done or
// the error) kept for the component to show. Forms check their input first (useValidatedSubmit)
// and hand what passed to `send`; the form itself keeps no submit state.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { write, type WriteCall } from '../../api/writes';

export type WriteOutcome<T> = { ok: true; answer: T } | { ok: false; error: unknown };

export type WriteStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface Write<Args extends unknown[], T> {
  /**
   * Builds the call from `args` and sends it; resolves to its outcome (it never rejects), or to
   * undefined while another send of this hook is out. The same function for the component's life.
   */
  send: (...args: Args) => Promise<WriteOutcome<T> | undefined>;
  status: WriteStatus;
  /** True while a send is out (the submit button's processing state). */
  pending: boolean;
  /** The last send's failure (an ApiError, or what building the call threw), else null. */
  error: unknown;
  /** The last send's parsed answer once it succeeded, else undefined. */
  answer: T | undefined;
  /** Back to idle (the last outcome no longer shown). */
  reset: () => void;
}

/**
 * `build` makes the write call from the arguments of `send`; it may be async (an upload reads its
 * file first, within the same pending state) and need not be stable.
 */
export function useWrite<Args extends unknown[], T>(
  build: (...args: Args) => WriteCall<T> | Promise<WriteCall<T>>,
): Write<Args, T> {
  const [state, setState] = useState<{ status: WriteStatus; error: unknown; answer?: T }>({
    status: 'idle',
    error: null,
  });
  const inFlight = useRef(false);
  const latest = useRef(build);
  useLayoutEffect(() => {
    latest.current = build;
  });

  const send = useCallback(async (...args: Args): Promise<WriteOutcome<T> | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setState({ status: 'pending', error: null });
    try {
      const answer = await write(await latest.current(...args));
      setState({ status: 'succeeded', error: null, answer });
      return { ok: true, answer };
    } catch (error) {
      setState({ status: 'failed', error });
      return { ok: false, error };
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current) setState({ status: 'idle', error: null });
  }, []);

  return {
    send,
    status: state.status,
    pending: state.status === 'pending',
    error: state.error,
    answer: state.answer,
    reset,
  };
}
