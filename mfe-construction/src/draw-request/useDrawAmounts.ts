// The new-draw form's amounts, kept as a draft by the core's useSessionDraft per user and deal
// (restored on return, cleared on submit; the core clears it at sign-out and when the session
// expires). An employee viewing an account keeps no draft.
import { useCallback, useState } from 'react';
import { useSessionDraft } from '@lender/shared';
import type { Budget } from '@lender/contracts';
import { amountsForBudget, type DrawAmounts } from './drawForm';
import { reviveAmounts } from './drawDraft';

const noAmounts = (): DrawAmounts => ({});

export function useDrawAmounts(dealId: string, budget: Budget) {
  const [amounts, setAmounts, forgetDraft] = useSessionDraft(
    `draw-request:${dealId}`,
    noAmounts,
    (saved) => amountsForBudget(reviveAmounts(saved), budget),
  );
  const [restored, setRestored] = useState(() => Object.keys(amounts).length > 0);

  const setAmount = useCallback(
    (itemId: string, text: string) => setAmounts((current) => ({ ...current, [itemId]: text })),
    [setAmounts],
  );
  const clearAmounts = useCallback(() => {
    setAmounts({});
    setRestored(false);
  }, [setAmounts]);

  return { amounts, restored, setAmount, clearAmounts, forgetDraft };
}
