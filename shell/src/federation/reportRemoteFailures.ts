import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteFailureListener = (remote: string, error: unknown) => void;

const listeners = new Set<RemoteFailureListener>();

/** Lets the shell know (e.g. for analytics) when a remote could not be loaded. */
export const onRemoteFailure = (listener: RemoteFailureListener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * errorLoadRemote hook: tell the listeners, then let the error reach the remote area's error
 * boundary, which shows a fallback with a retry button in that area only.
 */
export const reportRemoteFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'lender-report-remote-failures',
  errorLoadRemote(args) {
    const remote = String(args.id).split('/')[0] ?? String(args.id);
    for (const listener of listeners) listener(remote, args.error);
    return undefined;
  },
});
