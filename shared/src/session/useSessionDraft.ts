// A form's unfinished answers (never files) as state, kept in this tab's sessionStorage across a
// reload, per user — or per tab for a visitor's public form. Cleared with every other draft when
// the session ends (sessionStore.ts). An employee viewing an account keeps none: the answers are
// not theirs.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { sessionDraftKey, withDraftStorage } from './drafts';
import { isEmployeeSession } from './selectors';
import { useSession } from './sessionStore';

/**
 * [value, setValue, forget]: `revive` turns what was stored back into a value (`empty` for what it
 * cannot read); a value equal to `empty` is not stored; `forget` removes the stored draft.
 */
export function useSessionDraft<T>(
  name: string,
  empty: () => T,
  revive: (saved: unknown, empty: T) => T,
  { visitor = false }: { visitor?: boolean } = {},
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const username = useSession((state) => state.username);
  const employee = useSession(isEmployeeSession);
  const owner = visitor ? 'visitor' : username;
  const key = owner && !employee ? sessionDraftKey(name, owner) : null;
  const [emptyJson] = useState(() => JSON.stringify(empty()));
  const [value, setValue] = useState<T>(() => {
    let saved: unknown = null;
    if (key) withDraftStorage((storage) => (saved = JSON.parse(storage.getItem(key) ?? 'null')));
    return revive(saved, empty());
  });

  useEffect(() => {
    const json = JSON.stringify(value);
    if (key)
      withDraftStorage((storage) =>
        json === emptyJson ? storage.removeItem(key) : storage.setItem(key, json),
      );
  }, [key, value, emptyJson]);

  const forget = useCallback(() => {
    if (key) withDraftStorage((storage) => storage.removeItem(key));
  }, [key]);
  return [value, setValue, forget];
}
