// An unfinished servicing form's answers (never its files) kept in sessionStorage across a reload:
// per form and per user (or visitor), this tab only, cleared on a successful submit and on
// sign-out. Only the form's own fields of the right type are read back. Storage that is full or
// switched off is ignored: the draft is a convenience.

export const DRAFT_KEY_PREFIX = 'lender:servicing:';

export type DraftValues = Record<string, string | boolean>;

export const draftKey = (form: string, username: string | null): string =>
  `${DRAFT_KEY_PREFIX}${form}:${encodeURIComponent(username ?? 'visitor')}`;

/** The draft laid over `empty`: only keys of `empty`, with values of the same type. */
export function readDraft<V extends DraftValues>(storage: Storage, key: string, empty: V): V {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return empty;
    const saved = parsed as Record<string, unknown>;
    const values: DraftValues = { ...empty };
    for (const [field, initial] of Object.entries(empty))
      if (typeof saved[field] === typeof initial) values[field] = saved[field] as string | boolean;
    return values as V;
  } catch {
    return empty;
  }
}

/** Saves the answers; answers equal to the empty form remove the draft. */
export function writeDraft(storage: Storage, key: string, values: DraftValues, empty: DraftValues) {
  try {
    const changed = Object.keys(empty).some((field) => values[field] !== empty[field]);
    if (changed) storage.setItem(key, JSON.stringify(values));
    else storage.removeItem(key);
  } catch {
    // Full or disabled storage.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Removes every servicing draft of this tab (sign-out). */
export function clearAllDrafts(storage: Storage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // As above.
  }
}
