import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { reportRemoteFailures } from './reportRemoteFailures';
import type { RemoteManifestUrls } from './runtimeFiles';

/**
 * Registers the remotes found at run time. Nothing is fetched here: a remote's manifest and
 * entry are loaded the first time a route asks for it.
 */
export function registerRuntime(remotes: RemoteManifestUrls): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 300 },
      script: { retryTimes: 2, retryDelay: 300 },
    }),
    reportRemoteFailures(),
  ]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
