// The deal page's tab bar (spec §2): Overview, Construction Management (customers, on qualifying
// deals), Payment History, Properties, Documents. The card form (/credit) is a page of the deal
// without a tab of its own. The construction tab is mfe-construction's page (its offered link
// deal-construction): without a remote offering it, there is no tab.
import { pagePath } from '@lender/shared';
import { showsConstructionTab, type DealDetail } from '@lender/contracts';
import { ownPath } from '../paths';

export type DealTabKey = 'overview' | 'construction' | 'payment-history' | 'property' | 'documents';

export interface DealTab {
  key: DealTabKey;
  label: string;
  href: string;
}

export const dealTabs = (
  deal: Pick<DealDetail, 'id' | 'status' | 'productType'>,
  isCustomer: boolean,
): DealTab[] => [
  { key: 'overview', label: 'Overview', href: ownPath('deal', { id: deal.id }) },
  ...constructionTab(deal, isCustomer),
  {
    key: 'payment-history',
    label: 'Payment History',
    href: ownPath('deal-payment-history', { id: deal.id }),
  },
  { key: 'property', label: 'Properties', href: ownPath('deal-property', { id: deal.id }) },
  { key: 'documents', label: 'Documents', href: ownPath('deal-documents', { id: deal.id }) },
];

function constructionTab(
  deal: Pick<DealDetail, 'id' | 'status' | 'productType'>,
  isCustomer: boolean,
): DealTab[] {
  if (!showsConstructionTab(deal, isCustomer)) return [];
  const href = pagePath('deal-construction', { id: deal.id });
  return href === null ? [] : [{ key: 'construction', label: 'Construction Management', href }];
}

/** The tab whose address is `pathname` (a trailing slash allowed), if any. */
export const currentTab = (tabs: readonly DealTab[], pathname: string): DealTab | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((tab) => tab.href === path);
};
