// Remotes ask the shell to reload the side navigation's loan lists (after adding a loan, say)
// without reaching into the shell's state: a request here, the shell listens.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Asks the shell to reload the side-navigation loan lists. */
export const requestNavRefresh = (): void => listeners.forEach((listener) => listener());

/** The shell's side: called on each request; returns the unsubscribe function. */
export const onNavRefreshRequest = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
