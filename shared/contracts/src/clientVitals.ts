// Page loads of a remote's pages as real browsers saw them, per remote release: every load reports
// itself once (a small beacon when the page is hidden), a sample of them with their web vitals
// (LCP, INP, CLS, measured by the web-vitals library). Loads, the errors browsers reported and
// the vitals' 75th percentiles per release are what a canary is judged by against stable. Not in
// spec §7: the portal's own operations endpoints.
import * as v from 'valibot';
import { releaseVersionSchema, remoteNameSchema } from './clientErrors';
import { hasControlCharacters } from './fieldRules';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** POST client-vitals: one page load, with the metrics it measured (none outside the sample). */
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
    v.maxLength(VITAL_NAMES.length),
    v.check(
      (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
      'Each metric at most once.',
    ),
  ),
});
export type ClientVitalsReport = v.InferOutput<typeof clientVitalsReportSchema>;

/**
 * One release of one remote over a window: its page loads, the errors browsers reported from it,
 * and the 75th percentile of each vital over the loads that measured it (null: none did).
 */
export interface ReleaseVitals {
  remote: string;
  version: string | null;
  loads: number;
  errors: number;
  /** Loads that measured each vital (the sample the percentile is of). */
  measured: Record<VitalName, number>;
  p75: Record<VitalName, number | null>;
}

/** What a judged canary's history entry keeps: each side's evidence and the rule that decided. */
export interface CanaryJudgement {
  decision: 'promote' | 'rollback' | 'hold';
  rule: string;
  since: string;
  stable: ReleaseVitals;
  canary: ReleaseVitals;
}

/** One line of an environment's deploy history (scripts/release.mjs writes them). */
export interface ReleaseHistoryEntry {
  at: string;
  who: string;
  action: 'deploy' | 'canary' | 'rollback' | 'judge';
  remote: string;
  from: string | null;
  to: string | null;
  percent?: number;
  reason: string;
  forced: boolean;
  /** A guarded canary (release canary --auto): the steps it goes through, the judge's limits. */
  guard?: CanaryGuard;
  /** The judge's decision, with its evidence (action judge). */
  judgement?: CanaryJudgement;
}

/** How a guarded canary is judged (scripts/release/judge.mjs). */
export interface CanaryGuard {
  steps: number[];
  minLoads: number;
  /** Errors per load above stable's the canary may add before it is rolled back. */
  maxErrorRateIncrease: number;
  maxLcpRatio: number;
  maxInpRatio: number;
  /** Seconds each step lasts at least, besides the minimum sample. */
  minDurationSeconds: number;
  /** When the current step began (the evidence's window starts there). */
  stepStartedAt: string;
}

/** GET ops/releases: what each remote runs here, its recent history and its vitals by release. */
export interface OpsReleasesResponse {
  /** The environment's remotes.json (null where the API is not told where it is). */
  environment: Record<string, unknown> | null;
  /** Newest first. */
  history: ReleaseHistoryEntry[];
  vitals: ReleaseVitals[];
}

const releaseVitalsSchema = v.object({
  remote: v.string(),
  version: v.nullable(v.string()),
  loads: v.number(),
  errors: v.number(),
  measured: v.object({ LCP: v.number(), INP: v.number(), CLS: v.number() }),
  p75: v.object({
    LCP: v.nullable(v.number()),
    INP: v.nullable(v.number()),
    CLS: v.nullable(v.number()),
  }),
});

/** GET ops/release-evidence: each asked release of a remote over a window (the canary judge's). */
export const releaseEvidenceQuerySchema = v.object({
  remote: remoteNameSchema,
  /** Comma-separated release ids (stable and canary). */
  releases: v.pipe(
    v.string(),
    v.regex(/^[0-9A-Za-z.+-]{1,80}(,[0-9A-Za-z.+-]{1,80}){0,4}$/, 'releases must be release ids.'),
  ),
  /** The window's start (ISO time): the judge's current step began then. */
  since: v.pipe(v.string(), v.isoTimestamp('since must be an ISO time.')),
});
export const releaseEvidenceResponseSchema = v.object({ releases: v.array(releaseVitalsSchema) });
export type ReleaseEvidenceResponse = v.InferOutput<typeof releaseEvidenceResponseSchema>;

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
      guard: v.optional(v.record(v.string(), v.unknown())),
      judgement: v.optional(v.record(v.string(), v.unknown())),
    }),
  ),
  vitals: v.array(releaseVitalsSchema),
});
