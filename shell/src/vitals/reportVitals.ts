// The reporter of a sampled load's web vitals (startVitalsReporting.ts loads it after the page).
import { getRuntimeConfig } from '@lender/shared';
import type { ClientVitalsReport, VitalName } from '@lender/contracts';
import { useRemoteLoads } from '../federation/remoteLoads';
import { landingPage, type Landing } from './landingPage';

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

/** Records the library's measures, and sends them once, when the page is hidden. */
export function reportWhenHidden(library: VitalsLibrary): void {
  const measured: Partial<Record<VitalName, number>> = {};
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    const landing = landingPage();
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
  const record = (metric: { name: string; value: number }) => {
    measured[metric.name as VitalName] = metric.value;
  };
  library.onLCP(record);
  library.onINP(record);
  library.onCLS(record);
  // Registered after the library's own listeners, so their final values are in by then.
  document.addEventListener('visibilitychange', send);
}
