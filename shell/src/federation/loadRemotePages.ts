import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@lender/shared';
import type { RemoteName } from './remoteNames';

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Loads a remote's exposed `./routes` once; a failed load is forgotten so a retry tries again. */
export function loadRemotePages(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule>(`${remote}/routes`).then((module) => {
      if (!module || typeof module.pages !== 'object') {
        throw new Error(`${remote} exposes no pages`);
      }
      return module;
    });
    pending.catch(() => loaded.delete(remote));
    loaded.set(remote, pending);
  }
  return pending;
}
