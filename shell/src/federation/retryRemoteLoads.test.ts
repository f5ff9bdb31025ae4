import { retryRemoteLoads } from './retryRemoteLoads';

type EntryArgs = Parameters<NonNullable<ReturnType<typeof retryRemoteLoads>['loadEntryError']>>[0];
type FactoryArgs = Parameters<
  NonNullable<ReturnType<typeof retryRemoteLoads>['getModuleFactory']>
>[0];

const failingTimes = <T>(failures: number, value: T) => {
  let calls = 0;
  const fn = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`load failed (${calls})`);
    return value;
  });
  return fn;
};

const entryArgs = (
  getRemoteEntry: () => Promise<unknown>,
  globalLoading: Record<string, unknown>,
) =>
  ({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfe_deals' },
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'mfe_deals-entry',
  }) as unknown as EntryArgs;

it('loads a remote entry again after a failure, forgetting the failed load each time', async () => {
  const exports = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = failingTimes(2, exports);
  const globalLoading: Record<string, unknown> = { 'mfe_deals-entry': Promise.reject(new Error()) };
  (globalLoading['mfe_deals-entry'] as Promise<unknown>).catch(() => undefined);
  const plugin = retryRemoteLoads({ delayMs: 0 });
  await expect(plugin.loadEntryError?.(entryArgs(getRemoteEntry, globalLoading))).resolves.toBe(
    exports,
  );
  expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  expect(globalLoading).not.toHaveProperty('mfe_deals-entry');
});

it('gives up after two retries with the last error', async () => {
  const getRemoteEntry = failingTimes(5, {});
  const plugin = retryRemoteLoads({ delayMs: 0 });
  await expect(plugin.loadEntryError?.(entryArgs(getRemoteEntry, {}))).rejects.toThrow(
    'load failed (3)',
  );
  expect(getRemoteEntry).toHaveBeenCalledTimes(3);
});

it('asks for an exposed module again after a failure', async () => {
  const factory = () => ({ pages: {} });
  const get = failingTimes(1, factory);
  const plugin = retryRemoteLoads({ delayMs: 0 });
  const args = { remoteEntryExports: { get }, expose: './routes' } as unknown as FactoryArgs;
  await expect(plugin.getModuleFactory?.(args)).resolves.toBe(factory);
  expect(get).toHaveBeenCalledWith('./routes');
  expect(get).toHaveBeenCalledTimes(2);
});
