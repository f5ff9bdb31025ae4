// Web vitals of real page loads, per remote release (issue 17): a sample of page loads measures
// LCP, INP and CLS with the web-vitals library and reports them, tagged with the remote and the
// release that served the page the load landed on, so the ops view can judge a canary against
// stable. The library is loaded after the page, on the sampled loads only.
import { getRuntimeConfig } from '@lender/shared';
import type { ClientVitalsReport, VitalName } from '@lender/contracts';
import { useRemoteLoads } from '../federation/remoteLoads';
import type { RemoteName } from '../federation/remoteNames';

interface Landing {
  remote: RemoteName;
  /** The route pattern, e.g. /dashboard/deal/:dealId. */
  page: string;
}

let landing: Landing | null = null;

/** The first page a load shows: what its LCP (and the load's INP and CLS) is reported under. */
export function noteLandingPage(remote: RemoteName, page: string): void {
  landing ??= { remote, page };
}

/** The report for what was measured, or null when there is nothing to say yet. */
export function vitalsReport(
  measured: Partial<Record<VitalName, number>>,
  where: Landing | null,
  version: string | null,
): ClientVitalsReport | null {
  // Only the three names are ever recorded (one subscription each), each at most once.
  const metrics = (Object.entries(measured) as [VitalName, number][]).map(([name, value]) => ({
    name,
    value: Math.round(value * 1000) / 1000,
  }));
  if (!where || metrics.length === 0) return null;
  return { remote: where.remote, version, page: where.page, metrics };
}

type Subscribe = (report: (metric: { name: string; value: number }) => void) => void;
export interface VitalsLibrary {
  onLCP: Subscribe;
  onINP: Subscribe;
  onCLS: Subscribe;
}

/**
 * Measures this page load when it is in the sample (`sampleRate` of loads, 0 to 1) and reports it
 * once, when the page is hidden (left, closed, or sent to the background).
 */
export async function startVitalsReporting(
  sampleRate: number,
  load: () => Promise<VitalsLibrary> = () => import('web-vitals'),
  random: () => number = Math.random,
): Promise<void> {
  if (!(random() < sampleRate)) return;
  const measured: Partial<Record<VitalName, number>> = {};
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    const report = vitalsReport(
      measured,
      landing,
      landing ? (useRemoteLoads.getState()[landing.remote]?.version ?? null) : null,
    );
    if (!report) return;
    sent = true;
    // keepalive: the report outlives the page that is being left.
    fetch(`${getRuntimeConfig().apiBaseUrl}/lima/api/client-vitals`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  };
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const library = await load();
  const record = (metric: { name: string; value: number }) => {
    measured[metric.name as VitalName] = metric.value;
  };
  library.onLCP(record);
  library.onINP(record);
  library.onCLS(record);
  // Registered after the library's own listeners, so their final values are in by then.
  document.addEventListener('visibilitychange', send);
}
