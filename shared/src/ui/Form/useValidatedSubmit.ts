import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A check of a form's input: what is sent, or the messages by field (validateFields answers so). */
export type Checked<Output, Errors> =
  { success: true; output: Output } | { success: false; errors: Errors };

/**
 * A form's submit: the input checked with `check` (its messages kept for the fields, cleared once
 * it passes), then `send` with what passed, one at a time (`processing` meanwhile). `send` settles
 * its own outcomes (a refusal the server words by field goes to its `setErrors`); `submit` answers
 * what `send` resolved to, or undefined when nothing was sent. `onAttempt` runs first on each
 * submit that is not ignored (to clear the last outcome). `submit` is the same function for the
 * form's life (an effect may send with it) and uses the latest arguments.
 */
export function useValidatedSubmit<Input, Output, Errors extends object, Result>(
  check: (input: Input) => Checked<Output, Errors>,
  send: (output: Output, setErrors: (errors: Partial<Errors>) => void) => Promise<Result>,
  { onAttempt }: { onAttempt?: () => void } = {},
) {
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef({ check, send, onAttempt });
  useLayoutEffect(() => {
    latest.current = { check, send, onAttempt };
  });

  const submit = useCallback(async (input: Input): Promise<Result | undefined> => {
    if (inFlight.current) return undefined;
    const { check, send, onAttempt } = latest.current;
    onAttempt?.();
    const checked = check(input);
    if (!checked.success) {
      setErrors(checked.errors);
      return undefined;
    }
    setErrors({});
    inFlight.current = true;
    setProcessing(true);
    try {
      return await send(checked.output, setErrors);
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }, []);

  return { submit, errors, setErrors, processing };
}
