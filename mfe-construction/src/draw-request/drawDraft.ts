// An unfinished draw request (its amounts) kept in sessionStorage across a reload, per user and
// deal: restored on return, cleared on submit and on sign-out. Not the session's local storage:
// this tab's draft only, gone with the tab. Storage that is full or switched off is ignored.
import { isDrawAmountInput } from '@lender/contracts';
import type { DrawAmounts } from './drawForm';

export const DRAFT_KEY_PREFIX = 'lender:draw-request:';

export const draftKey = (username: string, dealId: string): string =>
  `${DRAFT_KEY_PREFIX}${encodeURIComponent(username)}:${encodeURIComponent(dealId)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft's amounts (texts the input accepts only); {} when there is none or it is unreadable. */
export function readDraft(storage: Storage, key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    const amounts = isRecord(parsed) ? parsed.amounts : undefined;
    if (!isRecord(amounts)) return {};
    const kept: Record<string, string> = {};
    for (const [id, text] of Object.entries(amounts))
      if (typeof text === 'string' && text !== '' && isDrawAmountInput(text)) kept[id] = text;
    return kept;
  } catch {
    return {};
  }
}

/** Saves the non-empty amounts; no amount left removes the draft. */
export function writeDraft(storage: Storage, key: string, amounts: DrawAmounts): void {
  const kept = Object.fromEntries(Object.entries(amounts).filter(([, text]) => text.trim() !== ''));
  try {
    if (Object.keys(kept).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ amounts: kept }));
  } catch {
    // Full or disabled storage: the draft is a convenience.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Removes every draw-request draft (sign-out). */
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
