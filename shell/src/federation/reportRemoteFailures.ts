import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * errorLoadRemote hook: say which remote failed (operators read it in the browser console), then
 * let the error reach that remote area's error boundary, which offers a retry in that area only.
 */
export const reportRemoteFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'lender-report-remote-failures',
  errorLoadRemote(args) {
    const remote = String(args.id).split('/')[0];
    console.warn(`[portal] the ${remote} remote could not be loaded`, args.error);
    return undefined;
  },
});
