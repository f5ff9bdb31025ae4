import { useEffect, useState } from 'react';
import { Alert, errorMessage, Table, type TableColumn } from '@lender/shared';
import type { RemoteErrorSummary } from '@lender/contracts';
import { loadRemotePages } from '../federation/loadRemotePages';
import { useRemoteLoads } from '../federation/remoteLoads';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import { usePageTitle } from '../page-title/usePageTitle';
import { fetchReleaseRecord, fetchReportedErrors } from './opsApi';
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

/**
 * Employees' view of the remotes (issue 11): each one's release, how it loaded in this tab and
 * the errors browsers reported. Opening it loads every remote, so each row has a status.
 */
export default function OpsRemotesPage() {
  usePageTitle('Remote Status');
  const loads = useRemoteLoads();
  const [releases, setReleases] = useState<Partial<Record<RemoteName, ReleaseRecord | null>>>({});
  const [summaries, setSummaries] = useState<RemoteErrorSummary[]>([]);
  const [reportError, setReportError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    for (const remote of REMOTE_NAMES) {
      const recordRelease = () => {
        const url = useRemoteLoads.getState()[remote]?.url;
        if (!url) return;
        fetchReleaseRecord(url)
          .catch(() => null)
          .then((record) => current && setReleases((all) => ({ ...all, [remote]: record })));
      };
      loadRemotePages(remote).then(recordRelease, recordRelease);
    }
    fetchReportedErrors().then(
      (answer) => current && setSummaries(answer.remotes),
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
    </section>
  );
}
