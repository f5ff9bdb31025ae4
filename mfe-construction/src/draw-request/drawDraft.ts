// Reading an unfinished draw request back (the draft itself is kept by the core's
// useSessionDraft, per user and deal): the amounts it holds as texts, for amountsForBudget to
// keep those of this budget that the input accepts.

/** The saved texts by budget item; {} when the draft is not such a record. */
export function reviveAmounts(saved: unknown): Record<string, string> {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  return Object.fromEntries(
    Object.entries(saved).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
