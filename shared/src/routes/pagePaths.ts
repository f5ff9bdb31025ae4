import { fillPattern, type PageParams } from './fillPattern';

/**
 * A remote's paths to its own pages, from their patterns by page name (the remote's
 * src/patterns.ts, which its page declaration takes them from): `ownPath('deal-documents', { id })`.
 * The names are typed, so a link to a page the remote does not have fails to compile; a missing
 * parameter is a programming error: it throws.
 */
export function pagePaths<Name extends string>(patterns: Readonly<Record<Name, string>>) {
  return (name: Name, params?: PageParams): string => {
    const pattern = Object.hasOwn(patterns, name) ? patterns[name] : undefined;
    const path = pattern === undefined ? null : fillPattern(pattern, params);
    if (path === null) throw new Error(`no page ${name} with these parameters`);
    return path;
  };
}
