import type {
  CanaryJudgement,
  ReleaseHistoryEntry,
  ReleaseVitals,
  VitalName,
} from '@lender/contracts';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';

/** One release of a remote in this environment, with what browsers reported of its pages. */
export interface ReleaseRow {
  key: string;
  remote: RemoteName;
  release: string;
  channel: string;
  loads: string;
  errorsPer100: string;
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

/** Errors per 100 page loads (none without a load: a release that never ran). */
const errorsPer100 = (vitals: ReleaseVitals | undefined): string =>
  vitals && vitals.loads > 0 ? ((100 * vitals.errors) / vitals.loads).toFixed(1) : DASH;

/**
 * Stable and canary of each remote, side by side, each with its page loads, errors per 100 loads
 * and 75th-percentile vitals: what a canary is judged by before it is deployed to everyone.
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
        loads: String(measured?.loads ?? 0),
        errorsPer100: errorsPer100(measured),
        lcp: shown(measured, 'LCP'),
        inp: shown(measured, 'INP'),
        cls: shown(measured, 'CLS'),
      };
    });
  });
}

/** One side of a judged canary's evidence, as people read it. */
const evidence = (label: string, side: ReleaseVitals): string =>
  `${label} ${side.loads} loads, ${errorsPer100(side)} errors/100, LCP ${shown(side, 'LCP')}, INP ${shown(side, 'INP')}`;

/** What the judge decided, and from what (canary against stable over the same window). */
const judgementText = (judgement: CanaryJudgement): string =>
  `judge: ${judgement.decision} — ${judgement.rule} (${evidence('canary', judgement.canary)}; ${evidence('stable', judgement.stable)}; since ${judgement.since})`;

/** A history line as people read it: when, who, what, why. */
export function historyText(entry: ReleaseHistoryEntry): string {
  const change =
    entry.action === 'canary'
      ? entry.to
        ? `canary ${entry.to} at ${entry.percent ?? 0}%${entry.guard ? ' (guarded)' : ''}`
        : 'canary ended'
      : entry.action === 'judge'
        ? `canary ${entry.to ?? DASH} at ${entry.percent ?? 0}% held`
        : `${entry.action} ${entry.from ?? DASH} → ${entry.to ?? DASH}`;
  const forced = entry.forced ? ' (forced past the compatibility check)' : '';
  const why = entry.judgement
    ? `: ${judgementText(entry.judgement)}`
    : entry.reason
      ? `: ${entry.reason}`
      : '';
  return `${entry.at} ${entry.who} ${entry.remote} ${change}${forced}${why}`;
}
