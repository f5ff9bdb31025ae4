// Reads /config.json (unknown JSON) into a RuntimeConfigInput; fails loudly, naming each bad field.
import * as v from 'valibot';
import type { RuntimeConfigInput } from './runtimeConfig';

const minutes = v.pipe(v.number(), v.minValue(0));
const ms = v.pipe(v.number(), v.integer(), v.minValue(0));

const HTTP_URL_MESSAGE = 'must be an absolute http:// or https:// URL';
const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
/** An absolute http(s) URL (links and redirects; `javascript:` and relative paths are refused). */
const httpUrl = v.pipe(
  v.string(HTTP_URL_MESSAGE),
  v.url(HTTP_URL_MESSAGE),
  v.check(isHttpUrl, HTTP_URL_MESSAGE),
);

const runtimeConfigSchema = v.strictObject({
  brandName: v.optional(v.string()),
  apiBaseUrl: v.optional(v.string()),
  whiteLabel: v.optional(v.boolean()),
  devRoutes: v.optional(v.boolean()),
  analyticsEnabled: v.optional(v.boolean()),
  pricingEngineUrl: v.optional(httpUrl),
  applyUrl: v.optional(httpUrl),
  supportEmail: v.optional(v.string()),
  supportPhone: v.optional(v.string()),
  session: v.optional(
    v.strictObject({
      idleTimeoutMinutes: v.optional(minutes),
      modalTimerMinutes: v.optional(minutes),
      actionIntervalMinutes: v.optional(minutes),
      actionDebounceMs: v.optional(ms),
      mouseIgnoreMs: v.optional(ms),
    }),
  ),
  flags: v.optional(
    v.strictObject({
      customerAppsDisabled: v.optional(v.boolean()),
      brokerAppsDisabled: v.optional(v.boolean()),
      loanLookupDisabled: v.optional(v.boolean()),
      actionItemsDisabled: v.optional(v.boolean()),
      documentPreviewsDisabled: v.optional(v.boolean()),
      appraisalPaymentEnabled: v.optional(v.boolean()),
      pricingEngineEnabled: v.optional(v.boolean()),
      newApplicationsHidden: v.optional(v.boolean()),
      sessionPath: v.optional(v.string()),
    }),
  ),
});

/** Validates config JSON; throws an Error listing every bad field (`session.idleTimeoutMinutes: ...`). */
export const parseRuntimeConfig = (json: unknown): RuntimeConfigInput => {
  const result = v.safeParse(runtimeConfigSchema, json);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)';
    return `${path}: ${issue.message}`;
  });
  // One line per problem (a bad URL fails both the URL and the protocol check).
  throw new Error(`Invalid runtime config: ${[...new Set(problems)].join('; ')}`);
};
