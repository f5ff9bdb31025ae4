import type { ReleaseHistoryEntry, ReleaseVitals, VitalName } from '@lender/contracts';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';

/** One release of a remote in this environment, with what browsers measured on its pages. */
export interface ReleaseRow {
  key: string;
  remote: RemoteName;
  release: string;
  channel: string;
  samples: string;
  lcp: string;
  inp: string;
  cls: string;
}

const DASH = '—';

interface VersionedEntry {
  stable?: string;
  canary?: { version: string; percent: number };
}

const asVersioned = (entry: unknown): VersionedEntry =>
  typeof entry === 'object' && entry !== null ? (entry as VersionedEntry) : {};

function shown(vitals: ReleaseVitals | undefined, name: VitalName): string {
  const value = vitals?.p75[name];
  if (value == null) return DASH;
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * Stable and canary of each remote, side by side, each with its 75th-percentile vitals: what a
 * canary is judged by before it is deployed to everyone.
 */
export function releaseRows(
  environment: Record<string, unknown> | null,
  vitals: readonly ReleaseVitals[],
): ReleaseRow[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = asVersioned(environment?.[remote]);
    const channels: [string, string][] = [];
    if (entry.stable) channels.push([entry.stable, 'stable']);
    if (entry.canary) channels.push([entry.canary.version, `canary ${entry.canary.percent}%`]);
    return channels.map(([release, channel]) => {
      const measured = vitals.find((item) => item.remote === remote && item.version === release);
      return {
        key: `${remote}@${release}`,
        remote,
        release,
        channel,
        samples: measured ? String(measured.samples) : '0',
        lcp: shown(measured, 'LCP'),
        inp: shown(measured, 'INP'),
        cls: shown(measured, 'CLS'),
      };
    });
  });
}

/** A history line as people read it: when, who, what, why. */
export function historyText(entry: ReleaseHistoryEntry): string {
  const change =
    entry.action === 'canary'
      ? entry.to
        ? `canary ${entry.to} at ${entry.percent ?? 0}%`
        : 'canary ended'
      : `${entry.action} ${entry.from ?? DASH} → ${entry.to ?? DASH}`;
  const forced = entry.forced ? ' (forced past the compatibility check)' : '';
  const reason = entry.reason ? `: ${entry.reason}` : '';
  return `${entry.at} ${entry.who} ${entry.remote} ${change}${forced}${reason}`;
}
