// A form's answers as state, kept as a draft across a reload (see formDraft.ts). An employee
// viewing an account keeps no draft: the answers are not theirs.
import { useCallback, useEffect, useState } from 'react';
import { useEmployeeMode, useSession } from '@lender/shared';
import {
  clearAllDrafts,
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
  type DraftValues,
} from './formDraft';

let watchingSignOut = false;

/** Once per page: a sign-out (the username gone) clears every servicing draft of this tab. */
const clearDraftsOnSignOut = (): void => {
  if (watchingSignOut) return;
  watchingSignOut = true;
  useSession.subscribe((state, previous) => {
    if (previous.username && !state.username) clearAllDrafts(sessionStorage);
  });
};

/**
 * `visitor`: the public form, whose draft belongs to the tab; a signed-in form's draft belongs to
 * its user and is neither read nor written without one (after a sign-out, say).
 */
export function useFormDraft<V extends DraftValues>(
  form: string,
  empty: () => V,
  { visitor = false }: { visitor?: boolean } = {},
) {
  const username = useSession((state) => state.username);
  const employee = useEmployeeMode();
  const owner = visitor ? null : username;
  const keep = !employee && (visitor || owner !== null);
  const key = draftKey(form, owner);
  const [values, setValues] = useState<V>(() =>
    keep ? readDraft(sessionStorage, key, empty()) : empty(),
  );

  useEffect(clearDraftsOnSignOut, []);

  useEffect(() => {
    if (keep) writeDraft(sessionStorage, key, values, empty());
    // `empty` is a factory whose result never changes: leaving it out avoids a rewrite per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keep, key, values]);

  const update = useCallback((changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  /** After a successful submit: the answers are sent, nothing to keep. */
  const discard = useCallback(() => {
    clearDraft(sessionStorage, key);
    setValues(empty());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { values, update, discard };
}
