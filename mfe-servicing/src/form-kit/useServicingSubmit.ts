// A servicing form's submission (spec §4): submitting (the submit reads Processing... and a second
// submit is ignored), then success with the server's message, or failure with the form's failure
// text — followed by the server's reason when it refused the request (a 4xx with a message).
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@lender/shared';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string };

const failureText = (failure: string, error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? `${failure} ${error.message}`
    : failure;

export function useServicingSubmit(failure: string) {
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const inFlight = useRef(false);

  /** Sends once at a time; `send` answers the server's confirmation message. */
  const run = useCallback(
    async (send: () => Promise<string>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ kind: 'submitting' });
      try {
        setState({ kind: 'success', message: await send() });
        return true;
      } catch (error) {
        setState({ kind: 'failure', message: failureText(failure, error) });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [failure],
  );

  /** Back to idle (the failure is dismissed when the user edits again). */
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, run, reset };
}
