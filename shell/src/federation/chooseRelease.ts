import { inCanary } from './canaryBucket';
import { releaseEntryUrl, type RemoteEntry } from './remoteCatalog';
import type { RemoteName } from './remoteNames';
import type { SupportOverrides } from './supportOverrides';

export type ReleaseChannel = 'fixed' | 'stable' | 'canary' | 'forced';

export type ReleaseChoice =
  | { kind: 'disabled' }
  | { kind: 'release'; url: string; version: string | null; channel: ReleaseChannel };

/**
 * Which release of a remote this user loads: off if support disabled it; a version support
 * forced; the canary for users whose id hashes into its percent; else the stable release.
 */
export function chooseRelease(
  remote: RemoteName,
  entry: RemoteEntry,
  userKey: string,
  overrides: SupportOverrides,
): ReleaseChoice {
  if (overrides.disabled.includes(remote)) return { kind: 'disabled' };
  if (entry.kind === 'fixed')
    return { kind: 'release', url: entry.url, version: null, channel: 'fixed' };
  const release = (version: string, channel: ReleaseChannel): ReleaseChoice => ({
    kind: 'release',
    url: releaseEntryUrl(entry.base, version),
    version,
    channel,
  });
  const forced = overrides.versions[remote];
  if (forced) return release(forced, 'forced');
  if (entry.canary && inCanary(remote, userKey, entry.canary.percent))
    return release(entry.canary.version, 'canary');
  return release(entry.stable, 'stable');
}
