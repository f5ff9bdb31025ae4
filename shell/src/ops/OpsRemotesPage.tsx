import { useEffect, useState } from 'react';
import { Alert, errorMessage, Table, type TableColumn } from '@lender/shared';
import type { OpsReleasesResponse, RemoteErrorSummary } from '@lender/contracts';
import { loadRemotePages } from '../federation/loadRemotePages';
import { useRemoteLoads } from '../federation/remoteLoads';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import { usePageTitle } from '../page-title/usePageTitle';
import type { Refusal } from '../pages/assemble';
import { usePageTable } from '../pages/pageTable';
import { fetchReleaseRecord, fetchReleases, fetchReportedErrors } from './opsApi';
import { historyText, releaseRows, type ReleaseRow } from './releaseReport';
import { remoteReport, type ReleaseRecord, type RemoteReportRow } from './remoteReport';
import * as styles from './OpsRemotesPage.css';

const COLUMNS: readonly TableColumn<RemoteReportRow>[] = [
  { key: 'remote', header: 'Remote', rowHeader: true },
  { key: 'version', header: 'Version' },
  { key: 'channel', header: 'Channel' },
  { key: 'sha', header: 'SHA' },
  { key: 'builtAt', header: 'Built' },
  { key: 'status', header: 'Status' },
  { key: 'loadTime', header: 'Load time' },
  { key: 'lastError', header: 'Last error in this tab' },
  { key: 'reported', header: 'Reported by browsers' },
];

const RELEASE_COLUMNS: readonly TableColumn<ReleaseRow>[] = [
  { key: 'remote', header: 'Remote', rowHeader: true },
  { key: 'release', header: 'Release' },
  { key: 'channel', header: 'Channel' },
  { key: 'loads', header: 'Page loads' },
  { key: 'errorsPer100', header: 'Errors / 100 loads' },
  { key: 'lcp', header: 'LCP (p75)' },
  { key: 'inp', header: 'INP (p75)' },
  { key: 'cls', header: 'CLS (p75)' },
];

const REFUSAL_COLUMNS: readonly TableColumn<Refusal & { key: string; what: string }>[] = [
  { key: 'remote', header: 'Remote', rowHeader: true },
  { key: 'version', header: 'Release' },
  { key: 'what', header: 'Refused' },
  { key: 'reason', header: 'Why' },
];

/** How many of the environment's latest deploys, canaries and rollbacks the page lists. */
const HISTORY_LINES = 10;

/**
 * Employees' view of the remotes: each one's release, how it loaded in this tab and
 * the errors browsers reported. Opening it loads every remote, so each row has a status.
 */
export default function OpsRemotesPage() {
  usePageTitle('Remote Status');
  const loads = useRemoteLoads();
  const refusals = usePageTable((table) => table.refusals);
  const [releases, setReleases] = useState<Partial<Record<RemoteName, ReleaseRecord | null>>>({});
  const [summaries, setSummaries] = useState<RemoteErrorSummary[]>([]);
  const [reportError, setReportError] = useState<string | null>(null);
  const [releasesHere, setReleasesHere] = useState<OpsReleasesResponse | null>(null);

  useEffect(() => {
    let current = true;
    for (const remote of REMOTE_NAMES) {
      const recordRelease = () => {
        const url = useRemoteLoads.getState()[remote]?.url;
        if (!url) return;
        // A release without a readable record shows none: the catch settles every failure.
        void fetchReleaseRecord(url)
          .catch(() => null)
          .then((record) => current && setReleases((all) => ({ ...all, [remote]: record })));
      };
      loadRemotePages(remote).then(recordRelease, recordRelease);
    }
    fetchReportedErrors().then(
      (answer) => current && setSummaries(answer.remotes),
      (error: unknown) => current && setReportError(errorMessage(error)),
    );
    fetchReleases().then(
      (answer) => current && setReleasesHere(answer),
      (error: unknown) => current && setReportError(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className={styles.page} aria-labelledby="ops-title">
      <h1 id="ops-title">Remote Status</h1>
      {reportError && <Alert variant="error">{reportError}</Alert>}
      <Table
        caption="Remotes: release, load in this tab, reported errors"
        captionHidden
        columns={COLUMNS}
        rows={remoteReport(REMOTE_NAMES, loads, releases, summaries)}
        rowKey={(row) => row.remote}
      />
      <h2 id="ops-declarations">Page declarations</h2>
      {refusals.length === 0 ? (
        <p>Every remote&apos;s pages and navigation entries are in place.</p>
      ) : (
        <Table
          caption="Page declarations the shell refused, and why"
          captionHidden
          columns={REFUSAL_COLUMNS}
          rows={refusals.map((refusal, index) => ({
            ...refusal,
            key: `${refusal.remote} ${refusal.page ?? ''} ${index}`,
            what: refusal.page ? `page ${refusal.page}` : 'the whole declaration',
          }))}
          rowKey={(row) => row.key}
        />
      )}
      <h2 id="ops-releases">Releases in this environment</h2>
      <p>
        What browsers reported of each release&apos;s pages over the last 7 days: every page load,
        the errors from it, and the vitals a sample of loads measured. A guarded canary is judged on
        these, against stable over the same window, by the release tool&apos;s judge; its decisions
        are in the history below.
      </p>
      <div className={styles.releases}>
        <Table
          caption="Stable and canary releases of each remote: page loads, errors and web vitals"
          captionHidden
          columns={RELEASE_COLUMNS}
          rows={releaseRows(releasesHere?.environment ?? null, releasesHere?.vitals ?? [])}
          rowKey={(row) => row.key}
        />
      </div>
      <h2 id="ops-history">Recent deploys, canaries, rollbacks and judgements</h2>
      {releasesHere && releasesHere.history.length === 0 ? (
        <p>No release has been deployed through the release tool here yet.</p>
      ) : (
        <ol aria-labelledby="ops-history" className={styles.history}>
          {(releasesHere?.history ?? []).slice(0, HISTORY_LINES).map((entry) => (
            <li key={`${entry.at}-${entry.remote}-${entry.action}`}>{historyText(entry)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
