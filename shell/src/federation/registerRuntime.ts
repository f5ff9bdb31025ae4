import { registerPlugins } from '@module-federation/enhanced/runtime';
import { useSession } from '@lender/shared';
import type { RemoteSettings } from '../config/parseRuntimeConfig';
import { configureRemoteLoading } from './loadRemotePages';
import type { RemoteCatalog } from './remoteCatalog';
import { reportRemoteFailures } from './reportRemoteFailures';
import { retryRemoteLoads } from './retryRemoteLoads';
import { currentOverrides } from './supportOverrides';
import { visitorId } from './visitorId';

/**
 * Sets up remote loading from the run-time files. Nothing is fetched here: a remote's release is
 * chosen (support's override, canary or stable) and loaded the first time a route asks for it, so
 * a user who signs in on this page is split by their own id for the remotes still to come.
 */
export function registerRuntime(catalog: RemoteCatalog, options: RemoteSettings): void {
  registerPlugins([retryRemoteLoads(), reportRemoteFailures()]);
  configureRemoteLoading({
    catalog,
    overrides: currentOverrides(options.overridesAllowed),
    answerTimeoutMs: options.answerTimeoutMs,
    timeoutMs: options.loadTimeoutMs,
    userKey: () => useSession.getState().userId ?? visitorId(),
  });
}
