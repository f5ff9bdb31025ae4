import { create } from 'zustand';
import type { ReleaseChannel } from './chooseRelease';
import type { RemoteName } from './remoteNames';

type LoadStatus = 'loading' | 'loaded' | 'failed' | 'refused' | 'disabled';

/** What this tab knows of a remote: the release it chose, how its load went, its last error. */
export interface RemoteLoad {
  status: LoadStatus;
  version: string | null;
  channel: ReleaseChannel | null;
  url: string | null;
  /** ms from asking for the remote to having its pages. */
  loadMs: number | null;
  lastError: { message: string; traceId: string | null; at: string } | null;
}

export const useRemoteLoads = create<Partial<Record<RemoteName, RemoteLoad>>>()(() => ({}));

const EMPTY: RemoteLoad = {
  status: 'loading',
  version: null,
  channel: null,
  url: null,
  loadMs: null,
  lastError: null,
};

export function recordLoad(remote: RemoteName, change: Partial<RemoteLoad>): void {
  useRemoteLoads.setState((loads) => ({
    [remote]: { ...EMPTY, ...loads[remote], ...change },
  }));
}
