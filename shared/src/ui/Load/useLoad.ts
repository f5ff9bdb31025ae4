// The load / loading / error / reload state of one asynchronous read (a page's or a table's data).
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api/apiError';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; message: string };

export interface Loadable<T> {
  state: LoadState<T>;
  /** Back to 'loading' and calls `load` again (e.g. the Refresh link of a failed load). */
  reload: () => void;
}

/**
 * Calls `load` on mount, whenever `load` changes and on `reload()`. A call that an unmount or a
 * newer call has overtaken does not touch the state. `load` must be stable (module-level or
 * useCallback): a new function loads again.
 */
export const useLoad = <T>(load: () => Promise<T>): Loadable<T> => {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
};
