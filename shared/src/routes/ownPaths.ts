import type { PageDeclaration } from '@lender/contracts';
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

const patternsOf = (declaration: PageDeclaration): Record<string, string> =>
  Object.fromEntries(declaration.pages.map((page) => [page.name, page.pattern]));

/**
 * A remote's paths to its own pages, from its whole declaration.
 * @deprecated Use pagePaths with the remote's patterns: a remote's first load then carries no
 * declaration. Kept for remotes released against core 0.6.0.
 */
export function ownPaths(declaration: PageDeclaration) {
  return pagePaths<string>(patternsOf(declaration));
}

/**
 * A remote's own route patterns by page name.
 * @deprecated A remote reads its patterns from its own src/patterns.ts. Kept for remotes released
 * against core 0.6.0.
 */
export function ownPatterns(declaration: PageDeclaration) {
  const patterns = patternsOf(declaration);
  return (name: string): string => {
    const pattern = patterns[name];
    if (pattern === undefined) throw new Error(`${declaration.remote} declares no page ${name}`);
    return pattern;
  };
}
