// Spec §9: table data appears after about 0.9 s (in process) and 1.1 s (funded). We read that as
// a minimum display time of the loading state, not an added wait: a slower answer shows at once.

export const IN_PROCESS_TABLE_DELAY_MS = 900;
export const FUNDED_TABLE_DELAY_MS = 1100;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `load()`, but not before `minimumMs` have passed since the call (a failure too, so
 * an error does not flash before the loading state has been seen).
 */
export const withMinimumDelay = async <T>(
  load: () => Promise<T>,
  minimumMs: number,
): Promise<T> => {
  if (minimumMs <= 0) return load();
  const [result] = await Promise.allSettled([load(), wait(minimumMs)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
};
