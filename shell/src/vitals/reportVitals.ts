// The reporter of a page load: once, when the page is hidden, the load's remote release and page,
// with the vitals measured on a sampled load.
import { getRuntimeConfig } from '@lender/shared';
import type { ClientVitalsReport, VitalName } from '@lender/contracts';
import { useRemoteLoads } from '../federation/remoteLoads';
import { landingPage, type Landing } from './landingPage';

/**
 * The report of a load: its metrics, rounded (none when none was measured, or when the release
 * never ran: refused or failed, its area showed a fallback, so there is nothing of it to measure).
 * Null without a landing page (the load reached no remote's page).
 */
export function vitalsReport(
  measured: Partial<Record<VitalName, number>>,
  where: Landing | null,
  load: { version: string | null; ran: boolean },
): ClientVitalsReport | null {
  if (!where) return null;
  // Only the three names are ever recorded (one subscription each), each at most once.
  const metrics = load.ran
    ? (Object.entries(measured) as [VitalName, number][]).map(([name, value]) => ({
        name,
        value: Math.round(value * 1000) / 1000,
      }))
    : [];
  return { remote: where.remote, version: load.version, page: where.page, metrics };
}

type Subscribe = (report: (metric: { name: string; value: number }) => void) => void;
export interface VitalsLibrary {
  onLCP: Subscribe;
  onINP: Subscribe;
  onCLS: Subscribe;
}

/**
 * Reports this load once, when the page is hidden: from the start of the load, so a page left at
 * once is counted too. `measureWith` adds what a sampled load's `library` measures by then.
 */
export function reportWhenHidden(): { measureWith: (library: VitalsLibrary) => void } {
  const measured: Partial<Record<VitalName, number>> = {};
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    const landing = landingPage();
    const remote = landing ? useRemoteLoads.getState()[landing.remote] : undefined;
    const report = vitalsReport(measured, landing, {
      version: remote?.version ?? null,
      ran: remote?.status === 'loaded',
    });
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
  document.addEventListener('visibilitychange', send);
  return {
    measureWith(library) {
      const record = (metric: { name: string; value: number }) => {
        measured[metric.name as VitalName] = metric.value;
      };
      library.onLCP(record);
      library.onINP(record);
      library.onCLS(record);
      // Added again after the library's own listeners, so their final values are in by then.
      document.removeEventListener('visibilitychange', send);
      document.addEventListener('visibilitychange', send);
    },
  };
}
