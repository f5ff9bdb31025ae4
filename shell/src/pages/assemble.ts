// The shell's route table and navigation, assembled from the page declarations of the releases
// it chose (pure: no fetching, no React). Remotes are taken in the shell's order; a page whose
// pattern or name another remote (or the shell) already claims is refused, and so is a whole
// declaration that failed the contracts' schema or names another container.
import type {
  DeclaredPage,
  NavDeclaration,
  PageAudience,
  PageDeclaration,
} from '@lender/contracts';
import type { DeclaredDealTab } from '../deal-frame/dealTabs';
import type { RemoteName } from '../federation/remoteNames';

/**
 * What the shell read for one remote: its declaration, checked against the contracts' schema (by
 * the release tool for one remotes.json carries, else by the shell); the schema's reasons for
 * refusing it; or why there is none.
 */
export type DeclarationSource =
  | { remote: RemoteName; version: string | null; declaration: PageDeclaration }
  | { remote: RemoteName; version: string | null; refused: string[] }
  | { remote: RemoteName; version: string | null; error: string };

export interface AssembledPage extends DeclaredPage {
  remote: RemoteName;
  version: string | null;
}

export interface AssembledRedirect {
  from: string;
  to: string;
}

export interface AssembledNavEntry extends Omit<NavDeclaration, 'audience'> {
  audience: PageAudience[];
  pattern: string;
  /** The page's own rule while an employee views an account. */
  whileViewing: DeclaredPage['whileViewing'];
}

export interface Refusal {
  remote: RemoteName;
  version: string | null;
  /** The page refused, or null for the whole declaration. */
  page: string | null;
  /** unreadable: the shell could not get it (the remote's server is down); else refused. */
  kind: 'unreadable' | 'refused';
  reason: string;
}

export interface PageTable {
  pages: AssembledPage[];
  redirects: AssembledRedirect[];
  nav: AssembledNavEntry[];
  /** Offered page name -> pattern: the links remotes resolve by name. */
  links: Record<string, string>;
  /** The deal frame's tabs, from the deal pages that declare one, in their declared order. */
  dealTabs: DeclaredDealTab[];
  refusals: Refusal[];
}

export const EMPTY_PAGE_TABLE: PageTable = {
  pages: [],
  redirects: [],
  nav: [],
  links: {},
  dealTabs: [],
  refusals: [],
};

/** /dashboard/deal/:id and /dashboard/deal/:dealId are one route: parameters compare by place. */
const routeKey = (pattern: string) => pattern.replace(/:[^/]+/g, ':');

/**
 * `sources` in the shell's remote order; `reserved`: the shell's own patterns (its ops page), which
 * no remote may claim.
 */
export function assemblePageTable(
  sources: readonly DeclarationSource[],
  reserved: readonly string[],
): PageTable {
  const table: PageTable = {
    pages: [],
    redirects: [],
    nav: [],
    links: {},
    dealTabs: [],
    refusals: [],
  };
  const claimed = new Map<string, string>(
    reserved.map((pattern) => [routeKey(pattern), 'the shell']),
  );
  const names = new Map<string, RemoteName>();

  for (const source of sources) {
    const { remote, version } = source;
    const refuse = (page: string | null, reason: string) =>
      table.refusals.push({ remote, version, page, kind: 'refused', reason });
    if ('error' in source) {
      table.refusals.push({
        remote,
        version,
        page: null,
        kind: 'unreadable',
        reason: source.error,
      });
      continue;
    }
    if ('refused' in source) {
      refuse(null, `its page declaration fails the schema: ${source.refused.join('; ')}`);
      continue;
    }
    const { declaration } = source;
    if (declaration.remote !== remote) {
      refuse(null, `its page declaration is ${declaration.remote}'s`);
      continue;
    }
    const accepted = new Set<string>();
    for (const page of declaration.pages) {
      const patterns = [page.pattern, ...(page.redirectFrom ?? [])];
      const clash = patterns.find((pattern) => claimed.has(routeKey(pattern)));
      if (clash !== undefined) {
        refuse(page.name, `${clash} is already claimed by ${claimed.get(routeKey(clash))}`);
        continue;
      }
      const owner = names.get(page.name);
      if (owner !== undefined) {
        refuse(page.name, `the page name ${page.name} is already ${owner}'s`);
        continue;
      }
      for (const pattern of patterns) claimed.set(routeKey(pattern), remote);
      names.set(page.name, remote);
      accepted.add(page.name);
      table.pages.push({ ...page, remote, version });
      for (const from of page.redirectFrom ?? []) table.redirects.push({ from, to: page.pattern });
      if (page.tab)
        table.dealTabs.push({
          name: page.name,
          pattern: page.pattern,
          label: page.tab.label,
          order: page.tab.order,
          showWhen: page.tab.showWhen ?? [],
        });
      for (const entry of page.nav ?? [])
        table.nav.push({
          ...entry,
          audience: entry.audience ?? page.audience ?? [],
          pattern: page.pattern,
          whileViewing: page.whileViewing,
        });
    }
    for (const link of declaration.links)
      if (accepted.has(link)) {
        const page = table.pages.find((entry) => entry.name === link);
        if (page) table.links[link] = page.pattern;
      }
  }
  table.nav.sort((a, b) => a.order - b.order);
  table.dealTabs.sort((a, b) => a.order - b.order);
  return table;
}
