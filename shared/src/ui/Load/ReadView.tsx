import type { ReactNode } from 'react';
import { LoadingState } from '../Spinner/Spinner';
import { LoadError } from './LoadError';
import type { Read } from './useRead';

export interface ReadViewProps<T> {
  /** What useRead returns: its state, and the reload of the Refresh link. */
  read: Pick<Read<T>, 'state' | 'reload'>;
  /** The text beside the spinner while loading ('Loading your requests…'). */
  loading: ReactNode;
  /** What a failed read shows, where a page's own text replaces the standard error and Refresh. */
  error?: ReactNode;
  /** What the loaded data shows. */
  children: (data: T) => ReactNode;
}

/**
 * A read's three states, the same on every page: the loading message, the error with its Refresh
 * link, then what the data shows.
 */
export function ReadView<T>({ read, loading, error, children }: ReadViewProps<T>) {
  const { state, reload } = read;
  if (state.status === 'loading') return <LoadingState>{loading}</LoadingState>;
  if (state.status === 'error')
    return error ?? <LoadError message={state.message} onRetry={reload} />;
  return children(state.data);
}
