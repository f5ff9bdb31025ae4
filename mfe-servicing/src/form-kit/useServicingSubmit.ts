// A servicing form's submission (spec §4): submitting (the submit reads Processing... and a second
// submit is ignored), then success with the server's message, or failure with the form's failure
// text — followed by the server's reason when it refused the request (a 4xx with a message).
import { useCallback } from 'react';
import { ApiError, useWrite, type WriteCall } from '@lender/shared';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string };

const failureText = (failure: string, error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? `${failure} ${error.message}`
    : failure;

/** The form's write: built when sent (its files read first), answering the confirmation text. */
type BuildRequest = () => Promise<WriteCall<string>>;

export function useServicingSubmit(failure: string) {
  const request = useWrite((build: BuildRequest) => build());

  /** Sends once at a time; true once the server confirmed. */
  const { send } = request;
  const run = useCallback(
    async (build: BuildRequest): Promise<boolean> => (await send(build))?.ok === true,
    [send],
  );

  const state: SubmitState =
    request.status === 'pending'
      ? { kind: 'submitting' }
      : request.status === 'failed'
        ? { kind: 'failure', message: failureText(failure, request.error) }
        : request.status === 'succeeded' && request.answer !== undefined
          ? { kind: 'success', message: request.answer }
          : { kind: 'idle' };

  /** Back to idle (the failure is dismissed when the user edits again). */
  return { state, run, reset: request.reset };
}
