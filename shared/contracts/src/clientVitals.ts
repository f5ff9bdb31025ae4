// Web vitals of a remote's pages as real browsers saw them (LCP, INP, CLS, measured by the
// web-vitals library), reported per remote release by a sample of page loads, so the ops view can
// judge a canary against stable before it goes to everyone. Not in spec §7: the portal's own
// operations endpoints.
import * as v from 'valibot';
import { releaseVersionSchema, remoteNameSchema } from './clientErrors';
import { hasControlCharacters } from './fieldRules';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** POST client-vitals: one page's metrics, at most one of each. */
export const clientVitalsReportSchema = v.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  /** The route pattern the page was served for, e.g. /dashboard/deal/:dealId. */
  page: v.pipe(
    v.string(),
    v.maxLength(200),
    v.startsWith('/'),
    v.check((value) => !hasControlCharacters(value), 'Control characters are not accepted.'),
  ),
  metrics: v.pipe(
    v.array(
      v.object({
        name: v.picklist(VITAL_NAMES),
        // Milliseconds (LCP, INP) or a layout-shift score (CLS); a minute bounds any real one.
        value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(60_000)),
      }),
    ),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
    v.check(
      (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
      'Each metric at most once.',
    ),
  ),
});
export type ClientVitalsReport = v.InferOutput<typeof clientVitalsReportSchema>;

/** One release of one remote, over the last days the store keeps: the 75th percentiles. */
export interface ReleaseVitals {
  remote: string;
  version: string | null;
  samples: number;
  p75: Record<VitalName, number | null>;
}

/** One line of an environment's deploy history (scripts/release.mjs writes them). */
export interface ReleaseHistoryEntry {
  at: string;
  who: string;
  action: 'deploy' | 'canary' | 'rollback';
  remote: string;
  from: string | null;
  to: string | null;
  percent?: number;
  reason: string;
  forced: boolean;
}

/** GET ops/releases: what each remote runs here, its recent history and its vitals by release. */
export interface OpsReleasesResponse {
  /** The environment's remotes.json (null where the API is not told where it is). */
  environment: Record<string, unknown> | null;
  /** Newest first. */
  history: ReleaseHistoryEntry[];
  vitals: ReleaseVitals[];
}

/** The answer of GET ops/releases, for the API's description (the interfaces above are its type). */
export const opsReleasesResponseSchema = v.object({
  environment: v.nullable(v.record(v.string(), v.unknown())),
  history: v.array(
    v.object({
      at: v.string(),
      who: v.string(),
      action: v.picklist(['deploy', 'canary', 'rollback']),
      remote: v.string(),
      from: v.nullable(v.string()),
      to: v.nullable(v.string()),
      percent: v.optional(v.number()),
      reason: v.string(),
      forced: v.boolean(),
    }),
  ),
  vitals: v.array(
    v.object({
      remote: v.string(),
      version: v.nullable(v.string()),
      samples: v.number(),
      p75: v.object({
        LCP: v.nullable(v.number()),
        INP: v.nullable(v.number()),
        CLS: v.nullable(v.number()),
      }),
    }),
  ),
}) satisfies v.GenericSchema<unknown, OpsReleasesResponse>;
