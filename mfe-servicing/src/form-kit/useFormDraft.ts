// A servicing form's answers as state, kept as a draft across a reload by the core's
// useSessionDraft (cleared at sign-out and when the session expires, by the core).
import { useCallback } from 'react';
import { useSessionDraft } from '@lender/shared';
import { reviveAnswers, type DraftValues } from './formDraft';

/**
 * `visitor`: the public form, whose draft belongs to the tab; a signed-in form's draft belongs to
 * its user and is neither read nor written without one (after a sign-out, say).
 */
export function useFormDraft<V extends DraftValues>(
  form: string,
  empty: () => V,
  { visitor = false }: { visitor?: boolean } = {},
) {
  const [values, setValues, forget] = useSessionDraft(`servicing:${form}`, empty, reviveAnswers, {
    visitor,
  });

  const update = useCallback(
    (changes: Partial<V>) => setValues((current) => ({ ...current, ...changes })),
    [setValues],
  );

  /** After a successful submit: the answers are sent, nothing to keep. */
  const discard = useCallback(() => {
    forget();
    setValues(empty());
    // `empty` is a factory whose result never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forget, setValues]);

  return { values, update, discard };
}
