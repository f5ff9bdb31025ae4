// The runtime configuration: one module-level instance, set by the shell at boot from /config.json
// before the first render. Remotes read the same instance (@lender/shared is a federation singleton).
import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';

/** Session guard timers of spec §4/§9; overridable so e2e can run with short timers. */
export interface SessionTimers {
  idleTimeoutMinutes: number;
  modalTimerMinutes: number;
  actionIntervalMinutes: number;
  actionDebounceMs: number;
  mouseIgnoreMs: number;
}

/**
 * The build flags of spec §6 that something reads. customerAppsDisabled, brokerAppsDisabled,
 * actionItemsDisabled, documentPreviewsDisabled and sessionPath were parsed but read by nothing:
 * removed; the shell still accepts them in an older config.json and ignores them.
 */
export interface FeatureFlags {
  loanLookupDisabled: boolean;
  appraisalPaymentEnabled: boolean;
  pricingEngineEnabled: boolean;
  newApplicationsHidden: boolean;
}

export interface RuntimeConfig {
  /** Lender name: page-title prefix (unless white-label). */
  brandName: string;
  /** '' = same origin; calls go to `${apiBaseUrl}/lima/api/...`. */
  apiBaseUrl: string;
  whiteLabel: boolean;
  /** Developer-only routes of spec §2. */
  devRoutes: boolean;
  analyticsEnabled: boolean;
  /** External Pricing Engine link of the broker menu. */
  pricingEngineUrl: string;
  /** External apply page that /signup and /broker/signup redirect to. */
  applyUrl: string;
  /** Default rep contact (spec §9) used when a deal has no rep. */
  supportEmail: string;
  supportPhone: string;
  /**
   * Street-view picture of a deal's property: a URL template whose `{address}` is replaced by the
   * URL-encoded street address. '' (default) shows the sample picture. Its origin must be allowed
   * by the shell's CSP img-src (the serving scripts add it from config.json).
   */
  streetViewUrl: string;
  session: SessionTimers;
  flags: FeatureFlags;
}

/** What `setRuntimeConfig` accepts: any top-level field, and any part of `session` / `flags`. */
export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'session' | 'flags'>> & {
  session?: Partial<SessionTimers>;
  flags?: Partial<FeatureFlags>;
};

export const defaultSessionTimers: SessionTimers = Object.freeze({
  idleTimeoutMinutes: 20,
  modalTimerMinutes: 2,
  actionIntervalMinutes: 10,
  actionDebounceMs: 500,
  mouseIgnoreMs: 200,
});

export const defaultFeatureFlags: FeatureFlags = Object.freeze({
  loanLookupDisabled: true,
  appraisalPaymentEnabled: true,
  pricingEngineEnabled: true,
  newApplicationsHidden: true,
});

export const defaultRuntimeConfig: RuntimeConfig = Object.freeze({
  brandName: 'Lender Portal',
  apiBaseUrl: '',
  whiteLabel: false,
  devRoutes: false,
  analyticsEnabled: false,
  pricingEngineUrl: 'https://pricing.lender.example',
  applyUrl: 'https://www.lender.example/apply',
  supportEmail: DEFAULT_SUPPORT_CONTACT.email,
  supportPhone: DEFAULT_SUPPORT_CONTACT.phone,
  streetViewUrl: '',
  session: defaultSessionTimers,
  flags: defaultFeatureFlags,
});

type Listener = () => void;

let current: RuntimeConfig = defaultRuntimeConfig;
const listeners = new Set<Listener>();

const merge = (base: RuntimeConfig, input: RuntimeConfigInput): RuntimeConfig =>
  Object.freeze({
    ...base,
    ...input,
    apiBaseUrl: (input.apiBaseUrl ?? base.apiBaseUrl).replace(/\/+$/, ''),
    session: Object.freeze({ ...base.session, ...input.session }),
    flags: Object.freeze({ ...base.flags, ...input.flags }),
  });

/** Merges `input` over the current config (defaults at first). The shell calls it once at boot. */
export const setRuntimeConfig = (input: RuntimeConfigInput): RuntimeConfig => {
  current = merge(current, input);
  listeners.forEach((listener) => listener());
  return current;
};

/** The current config (frozen). */
export const getRuntimeConfig = (): RuntimeConfig => current;

/** Back to the defaults (tests). */
export const resetRuntimeConfig = (): void => {
  current = defaultRuntimeConfig;
  listeners.forEach((listener) => listener());
};

/** Change notification, for `useRuntimeConfig`. */
export const subscribeRuntimeConfig = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
