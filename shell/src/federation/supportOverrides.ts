import { isReleaseName } from './remoteCatalog';
import { isRemoteName, type RemoteName } from './remoteNames';

/**
 * Support staff's switches, from the address: `?remote.<name>=<version>` forces a release of a
 * remote and `?disable-remotes=<name>,<name>` turns remotes off (their areas say so). Names are
 * container names (mfe_deals) or short ones (deals). They hold for the rest of the tab's life
 * (sessionStorage) and count only where config.json allows them (`remoteOverrides: true`).
 */
export interface SupportOverrides {
  versions: Partial<Record<RemoteName, string>>;
  disabled: RemoteName[];
}

export const NO_OVERRIDES: SupportOverrides = Object.freeze({ versions: {}, disabled: [] });
const STORAGE_KEY = 'lender.remoteOverrides';

const remoteNamed = (value: string): RemoteName | null => {
  const name = value.startsWith('mfe_') ? value : `mfe_${value}`;
  return isRemoteName(name) ? name : null;
};

/** The overrides a query string asks for (unknown remotes and empty versions are ignored). */
export function parseOverrides(search: string): SupportOverrides {
  const params = new URLSearchParams(search);
  const versions: SupportOverrides['versions'] = {};
  for (const [key, value] of params) {
    const name = key.startsWith('remote.') ? remoteNamed(key.slice('remote.'.length)) : null;
    if (name && isReleaseName(value)) versions[name] = value;
  }
  const disabled = (params.get('disable-remotes') ?? '')
    .split(',')
    .map((value) => remoteNamed(value.trim()))
    .filter((name): name is RemoteName => name !== null);
  return { versions, disabled };
}

const isEmpty = (overrides: SupportOverrides) =>
  overrides.disabled.length === 0 && Object.keys(overrides.versions).length === 0;

function readStored(storage: Storage): SupportOverrides {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as SupportOverrides | null;
    return stored && typeof stored === 'object' ? stored : NO_OVERRIDES;
  } catch {
    return NO_OVERRIDES;
  }
}

/**
 * The overrides in force for this tab: those in the address (kept for the tab), else those kept
 * earlier. None unless allowed.
 */
export function currentOverrides(
  allowed: boolean,
  search = window.location.search,
  storage: Storage = window.sessionStorage,
): SupportOverrides {
  if (!allowed) return NO_OVERRIDES;
  const fromAddress = parseOverrides(search);
  if (isEmpty(fromAddress)) return readStored(storage);
  storage.setItem(STORAGE_KEY, JSON.stringify(fromAddress));
  return fromAddress;
}
