// Portal drafts live in this tab's sessionStorage under one prefix (useSessionDraft), so the core
// can clear every one of them when the session ends, whichever remotes the page loaded.

const PREFIX = 'lender:draft:';

/** The storage key of a draft: its name (e.g. 'servicing:payoff') and its owner's username. */
export const sessionDraftKey = (name: string, owner: string): string =>
  `${PREFIX}${name}:${encodeURIComponent(owner)}`;

/** Runs a sessionStorage access; storage that is full or switched off keeps no draft. */
export const withDraftStorage = (access: (storage: Storage) => void): void => {
  try {
    access(sessionStorage);
  } catch {
    // A draft is a convenience.
  }
};

/** Removes every portal draft of this tab. */
export const clearSessionDrafts = (): void =>
  withDraftStorage((storage) => {
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  });
