// The page declaration each remote publishes with every release (pages.json, beside
// mf-manifest.json and release.json): the pages it serves, who may open them, where they sit in the
// shell's navigation, and the links it offers to the other remotes. Its build refuses a
// declaration this schema refuses, and so does the release tool before it writes one into an
// environment's remotes.json; the shell checks only a declaration it fetches itself. The rules the
// shell runs on every load are in pageRules.ts, apart from valibot and this schema.
// Loaded by the build on its own: it imports valibot and pageRules.ts only.
import * as v from 'valibot';
import { PAGE_LAYOUTS, isSignedInLayout, patternParams } from './pageRules';

/**
 * Who may open a signed-in page: a customer's or a broker's own session, a lead (isLead), an
 * employee's own session. An employee viewing an account counts as that account's kind, then
 * `whileViewing` decides. Pages of a public layout are open to anyone.
 */
const PAGE_AUDIENCES = ['customer', 'broker', 'lead', 'employee'] as const;
export type PageAudience = (typeof PAGE_AUDIENCES)[number];

/** An employee viewing an account: the page is open, open but read-only, or not there. */
const WHILE_VIEWING = ['open', 'read-only', 'closed'] as const;

/** The sections of the shell's navigation. */
const NAV_SECTIONS = ['main'] as const;

/**
 * When a deal tab shows, besides its page's audience: for a customer's own session (an employee
 * viewing a customer counts), and on a deal that qualifies for construction management
 * (dealRules.ts's isFundedPanel). All the conditions given must hold.
 */
const DEAL_TAB_CONDITIONS = ['customer', 'construction-deal'] as const;

const dealTab = v.strictObject({
  label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  /** Position in the tab bar, left to right. */
  order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  showWhen: v.optional(v.array(v.picklist(DEAL_TAB_CONDITIONS))),
});

/** Run-time flags (config.json) that may hide a navigation entry. */
const NAV_FLAGS = ['newApplicationsHidden'] as const;

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Absolute, lower-case segments or `:param`s; no trailing slash except the root itself. */
const PATTERN = /^\/$|^(?:\/(?:[a-z0-9][a-z0-9._-]*|:[A-Za-z_][A-Za-z0-9_]*))+$/;

const name = v.pipe(v.string(), v.regex(NAME, 'a lower-case name such as deal-documents'));
const pattern = v.pipe(
  v.string(),
  v.regex(PATTERN, 'a path pattern such as /dashboard/deal/:id (lower-case, :params)'),
);

const navEntry = v.strictObject({
  section: v.picklist(NAV_SECTIONS),
  label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  /** Position in the section: the shell's own entries sit at 20-49; logout is always last. */
  order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  /** Only for these audiences (default: the page's). */
  audience: v.optional(v.pipe(v.array(v.picklist(PAGE_AUDIENCES)), v.minLength(1))),
  /** Hidden while this run-time flag is on. */
  unlessFlag: v.optional(v.picklist(NAV_FLAGS)),
});

/**
 * A body field's or query parameter's value: `:param` is the route parameter's value, anything
 * else is sent as is.
 */
const fieldValue = v.pipe(v.string(), v.maxLength(200));
const fields = v.record(v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/)), fieldValue);

/**
 * A read the page needs first (spec §7's calls, relative to /lima/api): the shell starts it as soon
 * as the route matches, beside the remote's code, and the page's own read of the same call gets
 * that answer instead of asking again. Its query is sent in the order written, as the page's own
 * read writes it (the two must be the same call).
 */
const pageRead = v.strictObject({
  method: v.picklist(['GET', 'POST']),
  path: v.pipe(
    v.string(),
    v.regex(/^[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*$/, 'an API path such as deals/details'),
  ),
  query: v.optional(fields),
  body: v.optional(fields),
  /**
   * Only for these audiences (default: the page's), for a page whose calls differ by viewer: the
   * dashboard reads the customer's lists or the broker's.
   */
  audience: v.optional(v.pipe(v.array(v.picklist(PAGE_AUDIENCES)), v.minLength(1))),
});

const page = v.pipe(
  v.strictObject({
    /** Unique in the portal: other remotes link to it by this name (when in `links`). */
    name,
    pattern,
    /** The page title, after the brand prefix. */
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
    layout: v.picklist(PAGE_LAYOUTS),
    /** Signed-in layouts only: who may open it. */
    audience: v.optional(v.pipe(v.array(v.picklist(PAGE_AUDIENCES)), v.minLength(1))),
    /** Signed-in layouts only: an employee viewing an account (default closed). */
    whileViewing: v.optional(v.picklist(WHILE_VIEWING)),
    nav: v.optional(v.array(navEntry)),
    /** Old patterns of a renamed page: they redirect here (same parameters). */
    redirectFrom: v.optional(v.array(pattern)),
    /** Mounted only when the run-time flag devRoutes is on (spec §2's developer-only routes). */
    devOnly: v.optional(v.boolean()),
    /** Signed-in layouts only: the reads the page needs first. */
    data: v.optional(v.array(pageRead)),
    /** A `deal` page's tab in the deal frame (none: a page of the deal without a tab). */
    tab: v.optional(dealTab),
  }),
  v.check(
    (entry) => isSignedInLayout(entry.layout) === (entry.audience !== undefined),
    'a signed-in page names its audience; a public page has none (anyone may open it)',
  ),
  v.check(
    (entry) => isSignedInLayout(entry.layout) || (!entry.whileViewing && !entry.nav),
    'only a signed-in page has whileViewing and navigation entries',
  ),
  v.check(
    (entry) =>
      (entry.redirectFrom ?? []).every((old) => sameParams(patternParams(old), entry.pattern)),
    'an old pattern (redirectFrom) has the same parameters as the page',
  ),
  v.check(
    (entry) => isSignedInLayout(entry.layout) || !entry.data,
    'only a signed-in page declares the data it needs first',
  ),
  v.check(
    (entry) => entry.layout !== 'deal' || patternParams(entry.pattern).includes('id'),
    "a deal page's pattern names the deal as :id (/dashboard/deal/:id/…)",
  ),
  v.check(
    (entry) => entry.layout === 'deal' || entry.tab === undefined,
    'only a deal page has a tab in the deal frame',
  ),
  v.check(
    (entry) =>
      (entry.data ?? []).every((call) =>
        [...Object.values(call.body ?? {}), ...Object.values(call.query ?? {})].every(
          (value) =>
            !value.startsWith(':') || patternParams(entry.pattern).includes(value.slice(1)),
        ),
      ),
    'a read names only parameters of its page (:id in /dashboard/deal/:id)',
  ),
  v.check(
    (entry) =>
      (entry.data ?? []).every((call) =>
        (call.audience ?? []).every((who) => (entry.audience ?? []).includes(who)),
      ),
    "a read's audience is within its page's",
  ),
);

const pageDeclarationSchema = v.pipe(
  v.strictObject({
    /** The container that serves the pages (mfe_deals…). */
    remote: v.pipe(v.string(), v.regex(/^mfe_[a-z]+$/, 'a container name such as mfe_deals')),
    pages: v.pipe(v.array(page), v.minLength(1)),
    /** Names of this remote's pages that the other remotes may link to. */
    links: v.array(name),
  }),
  v.check(
    (declaration) => unique(declaration.pages.map((entry) => entry.name)),
    'every page has its own name',
  ),
  v.check(
    (declaration) =>
      unique(declaration.pages.flatMap((entry) => [entry.pattern, ...(entry.redirectFrom ?? [])])),
    'every pattern (old ones included) is declared once',
  ),
  v.check(
    (declaration) =>
      declaration.links.every((link) => declaration.pages.some((entry) => entry.name === link)),
    'every offered link names one of the pages',
  ),
);

export type PageDeclaration = v.InferOutput<typeof pageDeclarationSchema>;
export type DeclaredPage = PageDeclaration['pages'][number];
export type NavDeclaration = NonNullable<DeclaredPage['nav']>[number];
export type PageReadDeclaration = NonNullable<DeclaredPage['data']>[number];
export type DealTabCondition = (typeof DEAL_TAB_CONDITIONS)[number];

/** The declaration, or the reasons it is refused (one line each). */
export function parsePageDeclaration(
  value: unknown,
): { ok: true; declaration: PageDeclaration } | { ok: false; reasons: string[] } {
  const result = v.safeParse(pageDeclarationSchema, value);
  if (result.success) return { ok: true, declaration: result.output };
  return {
    ok: false,
    reasons: result.issues.map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    }),
  };
}

function sameParams(params: string[], other: string): boolean {
  return [...params].sort().join('/') === [...patternParams(other)].sort().join('/');
}

const unique = (values: string[]) => new Set(values).size === values.length;
