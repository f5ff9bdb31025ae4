// What remotes write their page declarations (src/pages.ts) with. The build evaluates a declaration
// in Node (shared/federation/pages.js): this file imports nothing but types.
import type { DeclaredPage, PageAudience, PageReadDeclaration } from './pageDeclaration';

type NamedPage = Pick<DeclaredPage, 'name' | 'pattern'>;

/**
 * A page's name with its pattern, from the remote's patterns by page name (its src/patterns.ts,
 * where its own links read them too): `{ ...at('sign-in'), title: 'Customer Sign In', … }`.
 */
export const pagesAt =
  <Name extends string>(patterns: Readonly<Record<Name, string>>) =>
  (name: Name): NamedPage => ({ name, pattern: patterns[name] });

/**
 * The common page: in the signed-in frame, for customers, brokers and employees (not leads), open
 * while an employee views an account; `facts` says where it differs (its audience, nav entries,
 * the reads it needs first…).
 */
export const signedInPage = (
  page: NamedPage,
  title: string,
  facts: Partial<Omit<DeclaredPage, 'name' | 'pattern' | 'title'>> = {},
): DeclaredPage => ({
  ...page,
  title,
  layout: 'signed-in',
  audience: ['customer', 'broker', 'employee'],
  whileViewing: 'open',
  ...facts,
});

/** A read as the page's own api module builds it (the core's ReadCall). */
interface BuiltRead {
  method: 'GET' | 'POST';
  /** With its query string, for a GET. */
  path: string;
  body?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A read the page needs first, from the read builder its components call, given `:param` where a
 * route parameter goes: `pageRead(documentsRead(':id'))`. The shell's read is then that very call,
 * and the page gets its answer instead of asking again. `audience` keeps it to some viewers (the
 * dashboard reads the customer's lists or the broker's).
 */
export function pageRead(call: BuiltRead, audience?: PageAudience[]): PageReadDeclaration {
  const at = call.path.indexOf('?');
  const path = at === -1 ? call.path : call.path.slice(0, at);
  const query =
    at === -1 ? undefined : Object.fromEntries(new URLSearchParams(call.path.slice(at)));
  const body = call.body && textFields(call.body, call.path);
  return {
    method: call.method,
    path,
    ...(query && { query }),
    ...(body && { body }),
    ...(audience && { audience }),
  };
}

/** A body of text fields: the declaration sends text, so a number would make another call. */
function textFields(body: NonNullable<BuiltRead['body']>, path: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string')
      throw new Error(`${path}: a first read's body holds text only (${field} is ${typeof value})`);
    fields[field] = value;
  }
  return fields;
}
