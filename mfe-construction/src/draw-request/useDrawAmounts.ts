// The new-draw form's amounts, kept as a draft in sessionStorage per user and deal (restored on
// return, cleared on submit and on sign-out). An employee viewing an account keeps no draft.
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@lender/shared';
import type { Budget } from '@lender/contracts';
import { amountsForBudget, type DrawAmounts } from './drawForm';
import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './drawDraft';

let watchingSignOut = false;

/** Once per page: a sign-out (the username gone) clears every draft of this tab. */
const clearDraftsOnSignOut = (): void => {
  if (watchingSignOut) return;
  watchingSignOut = true;
  useSession.subscribe((state, previous) => {
    if (previous.username && !state.username) clearAllDrafts(sessionStorage);
  });
};

export function useDrawAmounts(dealId: string, budget: Budget, keepDraft: boolean) {
  const username = useSession((state) => state.username) ?? '';
  const key = draftKey(username, dealId);
  const [amounts, setAmounts] = useState<DrawAmounts>(() =>
    keepDraft ? amountsForBudget(readDraft(sessionStorage, key), budget) : {},
  );
  const [restored, setRestored] = useState(() => Object.keys(amounts).length > 0);

  useEffect(clearDraftsOnSignOut, []);

  useEffect(() => {
    if (keepDraft && username) writeDraft(sessionStorage, key, amounts);
  }, [amounts, key, keepDraft, username]);

  const setAmount = useCallback(
    (itemId: string, text: string) => setAmounts((current) => ({ ...current, [itemId]: text })),
    [],
  );
  const clearAmounts = useCallback(() => {
    setAmounts({});
    setRestored(false);
  }, []);
  const forgetDraft = useCallback(() => clearDraft(sessionStorage, key), [key]);

  return { amounts, restored, setAmount, clearAmounts, forgetDraft };
}
