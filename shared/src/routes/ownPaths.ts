import type { PageDeclaration } from '@lender/contracts';
import { fillPattern, type PageParams } from './fillPattern';

/**
 * A remote's paths to its own pages, from its declaration: `ownPath('deal-documents', { id })`.
 * A name the declaration lacks, or a missing parameter, is a programming error: it throws.
 */
export function ownPaths(declaration: PageDeclaration) {
  const patterns = new Map(declaration.pages.map((page) => [page.name, page.pattern]));
  return (name: string, params?: PageParams): string => {
    const pattern = patterns.get(name);
    const path = pattern === undefined ? null : fillPattern(pattern, params);
    if (path === null)
      throw new Error(`${declaration.remote} declares no page ${name} with these parameters`);
    return path;
  };
}

/** A remote's own route patterns by page name (for its routes in tests, and its redirects). */
export function ownPatterns(declaration: PageDeclaration) {
  const patterns = new Map(declaration.pages.map((page) => [page.name, page.pattern]));
  return (name: string): string => {
    const pattern = patterns.get(name);
    if (pattern === undefined) throw new Error(`${declaration.remote} declares no page ${name}`);
    return pattern;
  };
}
