// The rules of page declarations that the shell runs on every load (layouts, filling a page's
// declared reads), apart from pageDeclaration.ts's schema so that valibot and the schema stay off
// the first load. Imports nothing but types: the build loads it beside the schema.
import type { DeclaredPage, PageAudience, PageReadDeclaration } from './pageDeclaration';

/**
 * The shell's layouts a page can be placed in. `signed-in` is the side navigation's frame; `deal`
 * is a deal's tab inside it: the shell shows the deal's header and tabs (the deal of the page's
 * `:id`) around the page, which reads the deal with `useDeal()`.
 */
export const PAGE_LAYOUTS = [
  'public',
  'public-grey',
  'account-access',
  'signed-in',
  'deal',
] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** The layouts of signed-in pages: each has an audience, and may have nav entries and data. */
export const isSignedInLayout = (layout: PageLayout): boolean =>
  layout === 'signed-in' || layout === 'deal';

/** The `:param` names of a pattern, in order. */
export function patternParams(value: string): string[] {
  return value
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** A declared read with the route's parameters filled in: the call the page itself makes. */
export interface FilledPageRead {
  method: PageReadDeclaration['method'];
  /** With the query, when it has one (`deals/inprocess?limit=50`). */
  path: string;
  body?: Record<string, string>;
}

/** The fields with the route's parameters filled in; null when one of them is missing. */
function fillFields(
  fields: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const filled: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const text = value.startsWith(':') ? params[value.slice(1)] : value;
    if (text === undefined) return null;
    filled[field] = text;
  }
  return filled;
}

/**
 * The page's declared reads for these route parameters and this viewer's audience: a read for
 * other audiences, or one whose parameter is missing, is left out.
 */
export function fillPageReads(
  page: Pick<DeclaredPage, 'data'>,
  params: Readonly<Record<string, string | undefined>>,
  audience: PageAudience,
): FilledPageRead[] {
  return (page.data ?? []).flatMap((declared) => {
    if (declared.audience && !declared.audience.includes(audience)) return [];
    const query = fillFields(declared.query ?? {}, params);
    const body = declared.body ? fillFields(declared.body, params) : undefined;
    if (!query || body === null) return [];
    const search = new URLSearchParams(query).toString();
    const path = search ? `${declared.path}?${search}` : declared.path;
    return [body ? { method: declared.method, path, body } : { method: declared.method, path }];
  });
}
