// Links to another remote's pages, by the name that remote offers and its parameters, resolved at
// run time from the declarations the shell assembled (it fills this directory). A name nobody
// offers renders as plain text and is reported once: never a link that leads nowhere.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { create } from 'zustand';
import { fillPattern, type PageParams } from './fillPattern';

interface PageDirectory {
  /** Offered page name -> its pattern. */
  patterns: Readonly<Record<string, string>>;
  /** Told about a name nobody offers (once per name). */
  reportUnknown: (name: string) => void;
}

export const usePageDirectory = create<PageDirectory>(() => ({
  patterns: {},
  reportUnknown: () => undefined,
}));

const reported = new Set<string>();

/** The shell's part: the offered links of the declarations it assembled. */
export function setPageDirectory(directory: Partial<PageDirectory>): void {
  usePageDirectory.setState(directory);
}

function resolve(directory: PageDirectory, name: string, params?: PageParams): string | null {
  const pattern = directory.patterns[name];
  if (pattern === undefined) {
    if (!reported.has(name)) {
      reported.add(name);
      directory.reportUnknown(name);
    }
    return null;
  }
  return fillPattern(pattern, params);
}

/** The path of another remote's page, or null when no remote offers that name (reported). */
export const pagePath = (name: string, params?: PageParams): string | null =>
  resolve(usePageDirectory.getState(), name, params);

/** The same, following the directory as the shell updates it. */
export function usePagePath(name: string, params?: PageParams): string | null {
  const pattern = usePageDirectory((state) => state.patterns[name]);
  return pattern === undefined ? pagePath(name, params) : fillPattern(pattern, params);
}

interface PageLinkProps {
  name: string;
  params?: PageParams;
  className?: string;
  children: ReactNode;
}

/** A link to another remote's page by name; plain text when nobody offers the name. */
export function PageLink({ name, params, className, children }: PageLinkProps) {
  const path = usePagePath(name, params);
  if (path === null) return <span className={className}>{children}</span>;
  return (
    <Link to={path} className={className}>
      {children}
    </Link>
  );
}
