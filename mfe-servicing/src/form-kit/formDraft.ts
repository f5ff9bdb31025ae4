// Reading a servicing form's draft back: only the form's own fields, with values of the type its
// empty form has (the draft itself is kept by the core's useSessionDraft).

export type DraftValues = Record<string, string | boolean>;

/** The saved answers laid over `empty`: only keys of `empty`, with values of the same type. */
export function reviveAnswers<V extends DraftValues>(saved: unknown, empty: V): V {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return empty;
  const answers = saved as Record<string, unknown>;
  const values: DraftValues = { ...empty };
  for (const [field, initial] of Object.entries(empty))
    if (typeof answers[field] === typeof initial)
      values[field] = answers[field] as string | boolean;
  return values as V;
}

/**
 * A form's answers as typed: each field of its request (its files apart) as text, so the form's
 * values follow the contract's schema instead of restating it.
 */
export type TextAnswers<Request> = { [K in Exclude<keyof Request, 'files'>]: string } & {
  [field: string]: string;
};
