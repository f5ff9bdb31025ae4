import type { RemoteErrorSummary } from '@lender/contracts';
import type { RemoteLoad } from '../federation/remoteLoads';
import type { RemoteName } from '../federation/remoteNames';

/** What a release says of itself (release.json, written when it was published). */
export interface ReleaseRecord {
  sha: string;
  builtAt: string;
}

/** One row of the ops view: a remote as this tab loaded it, and as all browsers reported it. */
export interface RemoteReportRow {
  remote: RemoteName;
  version: string;
  channel: string;
  sha: string;
  builtAt: string;
  status: string;
  loadTime: string;
  lastError: string;
  reported: string;
}

const DASH = '—';

const STATUS_TEXT: Record<RemoteLoad['status'], string> = {
  loading: 'Loading',
  loaded: 'Loaded',
  failed: 'Failed',
  refused: 'Refused (incompatible)',
  disabled: 'Turned off in this tab',
};

function reportedText(summary: RemoteErrorSummary | undefined): string {
  const last = summary?.lastError;
  if (!summary || !last) return 'None reported';
  const tag = last.version ? `${summary.remote}@${last.version}` : summary.remote;
  return `${summary.errorsLast24h} in 24 h; last ${last.at} ${tag} ${last.kind}: ${last.message} (trace ${last.traceId})`;
}

/** Rows for every remote, in the given order, from what is known of each. */
export function remoteReport(
  remotes: readonly RemoteName[],
  loads: Partial<Record<RemoteName, RemoteLoad>>,
  releases: Partial<Record<RemoteName, ReleaseRecord | null>>,
  summaries: readonly RemoteErrorSummary[],
): RemoteReportRow[] {
  return remotes.map((remote) => {
    const load = loads[remote];
    const release = releases[remote];
    const error = load?.lastError;
    return {
      remote,
      version: load?.version ?? (load?.channel === 'fixed' ? 'unversioned' : DASH),
      channel: load?.channel ?? DASH,
      sha: release?.sha ?? DASH,
      builtAt: release?.builtAt ?? DASH,
      status: load ? STATUS_TEXT[load.status] : 'Not loaded',
      loadTime: load?.loadMs != null ? `${load.loadMs} ms` : DASH,
      lastError: error
        ? `${error.message}${error.traceId ? ` (trace ${error.traceId})` : ''}`
        : 'None',
      reported: reportedText(summaries.find((summary) => summary.remote === remote)),
    };
  });
}
