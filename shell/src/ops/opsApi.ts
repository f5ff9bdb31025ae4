import { getJson } from '@lender/shared';
import type { OpsReleasesResponse, OpsRemotesResponse } from '@lender/contracts';
import type { ReleaseRecord } from './remoteReport';

/** GET ops/remotes: the errors browsers reported, per remote (employees only). */
export const fetchReportedErrors = (): Promise<OpsRemotesResponse> =>
  getJson<OpsRemotesResponse>('ops/remotes');

/** GET ops/releases: this environment's releases, their history and vitals (employees only). */
export const fetchReleases = (): Promise<OpsReleasesResponse> =>
  getJson<OpsReleasesResponse>('ops/releases');

/** A release's own record, beside its remoteEntry.js; null for an unversioned build. */
export async function fetchReleaseRecord(entryUrl: string): Promise<ReleaseRecord | null> {
  const response = await fetch(entryUrl.replace(/remoteEntry\.js$/, 'release.json'));
  if (!response.ok) return null;
  const record = (await response.json()) as Partial<ReleaseRecord>;
  return typeof record.sha === 'string' && typeof record.builtAt === 'string'
    ? { sha: record.sha, builtAt: record.builtAt }
    : null;
}
