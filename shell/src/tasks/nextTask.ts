/**
 * Resolves in a task of its own: the work after it no longer adds to the current task, so no one
 * task of a first load holds the main thread long (input waits for a task to end).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
