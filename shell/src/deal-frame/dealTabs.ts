// The deal page's tab bar: the tabs the remotes' deal pages declare (their page declaration's
// `tab`: label, order, when it shows), which the shell collects from the releases it chose into
// this directory. The shell names no tab of its own: a remote adds, renames or removes a deal tab
// with a release of its own. A page of the deal without a tab (the card form) has none here.
import { dealTabShows, type DealDetail, type DealTabCondition } from '@lender/contracts';
import { create } from 'zustand';
import { fillPattern } from '@lender/shared';

/** A declared tab, as the shell assembled it: its page's name and pattern, and its declaration. */
export interface DeclaredDealTab {
  name: string;
  pattern: string;
  label: string;
  order: number;
  showWhen: readonly DealTabCondition[];
}

export const useDealTabDirectory = create<{ tabs: readonly DeclaredDealTab[] }>(() => ({
  tabs: [],
}));

/** The shell's part: the tabs of the deal pages it assembled, in their declared order. */
export function setDealTabs(tabs: readonly DeclaredDealTab[]): void {
  useDealTabDirectory.setState({ tabs: [...tabs].sort((a, b) => a.order - b.order) });
}

export interface DealTab {
  /** The tab's page name. */
  key: string;
  label: string;
  href: string;
}

/** The tabs that show for this deal and viewer, each linked to the deal's page. */
export const dealTabs = (
  declared: readonly DeclaredDealTab[],
  deal: Pick<DealDetail, 'id' | 'status' | 'productType'>,
  isCustomer: boolean,
): DealTab[] =>
  declared
    .filter((tab) => dealTabShows(tab.showWhen, deal, isCustomer))
    .flatMap(({ name, label, pattern }) => {
      const href = fillPattern(pattern, { id: deal.id });
      return href === null ? [] : [{ key: name, label, href }];
    });

/** The tab whose address is `pathname` (a trailing slash allowed), if any. */
export const currentTab = (tabs: readonly DealTab[], pathname: string): DealTab | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((tab) => tab.href === path);
};
