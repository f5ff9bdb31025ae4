// Validates config.json (spec §6 flags, §9 timers, brand and links) before the shell applies it.
// Hand-written rather than a schema library: it runs on every first load, and this is all it needs.
import type { RuntimeConfigInput } from '@lender/shared';

type Check = (value: unknown) => string | null;

const HTTP_URL_MESSAGE = 'must be an absolute http:// or https:// URL';

const string: Check = (value) => (typeof value === 'string' ? null : 'must be a string');
const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const minutes: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? null
    : 'must be a number of minutes, 0 or more';
const milliseconds: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 0
    ? null
    : 'must be a whole number of milliseconds, 0 or more';
const fraction: Check = (value) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? null : 'must be a number from 0 to 1';
/** Links and redirects: `javascript:` and relative paths are refused. */
const httpUrl: Check = (value) => {
  if (typeof value !== 'string') return HTTP_URL_MESSAGE;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? null : HTTP_URL_MESSAGE;
  } catch {
    return HTTP_URL_MESSAGE;
  }
};

const ADDRESS_PLACEHOLDER = '{address}';
const STREET_VIEW_MESSAGE = `must be '' or an absolute http:// or https:// URL with ${ADDRESS_PLACEHOLDER}`;

/** The street-view template: empty (the sample picture), or an http(s) URL naming {address}. */
const streetViewTemplate: Check = (value) => {
  if (value === '') return null;
  if (typeof value !== 'string' || !value.includes(ADDRESS_PLACEHOLDER)) return STREET_VIEW_MESSAGE;
  return httpUrl(value.replaceAll(ADDRESS_PLACEHOLDER, 'address')) ? STREET_VIEW_MESSAGE : null;
};

type Shape = { [key: string]: Check | Shape };

const SHAPE: Shape = {
  brandName: string,
  apiBaseUrl: string,
  whiteLabel: boolean,
  devRoutes: boolean,
  analyticsEnabled: boolean,
  pricingEngineUrl: httpUrl,
  applyUrl: httpUrl,
  supportEmail: string,
  supportPhone: string,
  streetViewUrl: streetViewTemplate,
  session: {
    idleTimeoutMinutes: minutes,
    modalTimerMinutes: minutes,
    actionIntervalMinutes: minutes,
    actionDebounceMs: milliseconds,
    mouseIgnoreMs: milliseconds,
  },
  flags: {
    loanLookupDisabled: boolean,
    appraisalPaymentEnabled: boolean,
    pricingEngineEnabled: boolean,
    newApplicationsHidden: boolean,
  },
  // The shell's own: remote loading (read by remoteSettings below, not part of the core's config).
  remotes: {
    overridesAllowed: boolean,
    answerTimeoutMs: milliseconds,
    loadTimeoutMs: milliseconds,
    vitalsSampleRate: fraction,
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Flags the portal no longer reads (they once were parsed and never used). An environment's older
 * config.json may still set them: they are dropped (with a warning), so the portal still starts.
 */
const RETIRED_FLAGS: ReadonlySet<string> = new Set([
  'customerAppsDisabled',
  'brokerAppsDisabled',
  'actionItemsDisabled',
  'documentPreviewsDisabled',
  'sessionPath',
]);

/** `json` without the retired flags (a warning names each one it drops). */
function withoutRetiredFlags(json: unknown): unknown {
  if (!isRecord(json) || !isRecord(json.flags)) return json;
  const retired = Object.keys(json.flags).filter((key) => RETIRED_FLAGS.has(key));
  if (retired.length === 0) return json;
  console.warn(
    `config.json: retired flags ignored: ${retired.map((key) => `flags.${key}`).join(', ')}`,
  );
  const flags = Object.fromEntries(
    Object.entries(json.flags).filter(([key]) => !RETIRED_FLAGS.has(key)),
  );
  return { ...json, flags };
}

/** Every problem of `value` against `shape`, as 'path: message'. Every key is optional. */
function problemsOf(value: unknown, shape: Shape, path: string): string[] {
  if (!isRecord(value)) return [`${path || '(root)'}: must be an object`];
  return Object.entries(value).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    const rule = shape[key];
    if (rule === undefined) return [`${at}: is not a known setting`];
    if (typeof rule === 'object') return problemsOf(field, rule, at);
    const problem = rule(field);
    return problem ? [`${at}: ${problem}`] : [];
  });
}

/** Checks config JSON; throws an Error naming every bad field (`session.idleTimeoutMinutes: ...`). */
export const parseRuntimeConfig = (input: unknown): RuntimeConfigInput => {
  const json = withoutRetiredFlags(input);
  const problems = problemsOf(json, SHAPE, '');
  if (problems.length > 0) throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
  return json as RuntimeConfigInput;
};

export interface RemoteSettings {
  /** Whether `?remote.<name>=` and `?disable-remotes=` count (support staff's environments). */
  overridesAllowed: boolean;
  /** How long a remote's server may take to begin answering before its area shows the fallback. */
  answerTimeoutMs: number;
  /** How long a remote may take to load in all before its area shows the fallback. */
  loadTimeoutMs: number;
  /** The share of page loads (0 to 1) that report their web vitals per remote release. */
  vitalsSampleRate: number;
}

const DEFAULT_REMOTE_SETTINGS: RemoteSettings = Object.freeze({
  overridesAllowed: false,
  answerTimeoutMs: 2000,
  loadTimeoutMs: 10_000,
  vitalsSampleRate: 0.1,
});

/** The `remotes` settings of a config already checked by parseRuntimeConfig, with defaults. */
export function remoteSettings(config: RuntimeConfigInput): RemoteSettings {
  const given = (config as { remotes?: Partial<RemoteSettings> }).remotes ?? {};
  return { ...DEFAULT_REMOTE_SETTINGS, ...given };
}
