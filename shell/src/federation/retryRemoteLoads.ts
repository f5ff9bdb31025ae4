import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Tries after the first that fails, and the pause before each: a network blink, not an outage. */
const REMOTE_LOAD_RETRIES = 2;
const REMOTE_LOAD_RETRY_DELAY_MS = 300;

type Plugin = ModuleFederationRuntimePlugin;
// What the runtime awaits from these hooks. Their declared types differ from what the runtime does
// with them (a promise of a promise; `get` typed as answering a function): the runtime awaits the
// hook's answer, and a container's `get` answers a promise of the module's factory.
type EntryAnswer = ReturnType<NonNullable<Plugin['loadEntryError']>>;
type FactoryAnswer = ReturnType<NonNullable<Plugin['getModuleFactory']>>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `attempt` again until it succeeds or the retries are spent (the last error is thrown). */
async function withRetries<T>(attempt: () => Promise<T>, retries: number, delayMs: number) {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await pause(delayMs);
    }
  }
}

/**
 * A remote's entry script or an exposed module that failed to load is asked for again, twice, before
 * the failure reaches the remote area's error boundary (which offers its own retry).
 */
export const retryRemoteLoads = ({
  retries = REMOTE_LOAD_RETRIES,
  delayMs = REMOTE_LOAD_RETRY_DELAY_MS,
} = {}): ModuleFederationRuntimePlugin => ({
  name: 'lender-retry-remote-loads',
  loadEntryError({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }) {
    return withRetries(
      () => {
        // The failed load is remembered under this key: forget it, so the script is asked for anew.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      },
      retries,
      delayMs,
    ) as unknown as EntryAnswer;
  },
  getModuleFactory({ remoteEntryExports, expose }) {
    const get = remoteEntryExports.get as unknown as (expose: string) => Promise<unknown>;
    return withRetries(() => get(expose), retries, delayMs) as FactoryAnswer;
  },
});
