// A component's read of server data (reads.ts): loading, loaded or failed, with a reload after a
// failure and a quiet refresh after a change. The answer is checked by `parse` (the contracts'
// response schema): an answer that does not parse is a failed load, not a cast.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { BAD_RESPONSE_MESSAGE } from '../../api/responses';
import { errorMessage } from '../../api/apiError';
import { freshAnswer, onReadForgotten, read, readKey, type ReadCall } from '../../api/reads';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; message: string };

export interface Read<T> {
  state: LoadState<T>;
  /** Back to 'loading' and asks again (the Refresh link of a failed load). */
  reload: () => void;
  /** Asks again while the data shown stays (after a change made on the page); rejects on failure. */
  refresh: () => Promise<void>;
}

function parsed<T>(answer: unknown, parse: (answer: unknown) => T): LoadState<T> {
  try {
    return { status: 'loaded', data: parse(answer) };
  } catch {
    return { status: 'error', message: BAD_RESPONSE_MESSAGE };
  }
}

const initialState = <T>(call: ReadCall | null, parse: (answer: unknown) => T): LoadState<T> => {
  const fresh = call && freshAnswer(call);
  return fresh ? parsed(fresh.answer, parse) : { status: 'loading' };
};

/**
 * Reads `call` (null: nothing yet, stays loading) and parses its answer. `parse` is read when an
 * answer arrives, so it need not be stable; a change of `call` (by its key) reads again.
 */
export function useRead<T>(call: ReadCall | null, parse: (answer: unknown) => T): Read<T> {
  const key = call ? readKey(call) : null;
  const [state, setState] = useState<LoadState<T>>(() => initialState(call, parse));
  const latest = useRef({ call, parse, key });
  // Declared before the effect that loads: it runs first after each render.
  useEffect(() => {
    latest.current = { call, parse, key };
  });
  // Which request's answer may still set the state (a newer one or an unmount overtakes it).
  const ticket = useRef(0);

  const load = useCallback((options: { fresh?: boolean; quiet?: boolean }) => {
    const { call: current, key: currentKey } = latest.current;
    if (!current) return Promise.resolve();
    const mine = ++ticket.current;
    if (!options.quiet) setState({ status: 'loading' });
    return read(current, { fresh: options.fresh }).then(
      (answer) => {
        if (mine === ticket.current && latest.current.key === currentKey) {
          const next = parsed(answer, latest.current.parse);
          // As a transition, React renders what the answer brings (a 30-year history, a long
          // table) in slices that let input through, instead of in one long task.
          startTransition(() => setState(next));
        }
      },
      (error: unknown) => {
        if (mine === ticket.current)
          // A quiet refresh that fails keeps what is shown, and tells its caller.
          setState((shown) =>
            options.quiet && shown.status === 'loaded'
              ? shown
              : { status: 'error', message: errorMessage(error) },
          );
        if (options.quiet) throw error;
      },
    );
  }, []);

  useEffect(() => {
    if (!key) return undefined;
    const { call: current, parse: currentParse } = latest.current;
    const fresh = current && freshAnswer(current);
    if (fresh) setState(parsed(fresh.answer, currentParse));
    else void load({});
    const unsubscribe = onReadForgotten(key, () => {
      load({ quiet: true }).catch(() => undefined);
    });
    return () => {
      ticket.current += 1;
      unsubscribe();
    };
  }, [key, load]);

  const reload = useCallback(() => void load({ fresh: true }), [load]);
  const refresh = useCallback(() => load({ fresh: true, quiet: true }), [load]);
  return { state, reload, refresh };
}
