// The deal page's tab bar (spec §2): Overview, Construction Management (customers, on qualifying
// deals), Payment History, Properties, Documents. The card form (/credit) is a page of the deal
// without a tab of its own. Each tab is a remote's page by its offered name (mfe-deals' deal
// pages, mfe-construction's deal-construction): a tab whose page no remote offers is left out.
import { showsConstructionTab, type DealDetail } from '@lender/contracts';
import { pagePath } from '../routes/pageLinks';

type DealTabKey = 'overview' | 'construction' | 'payment-history' | 'property' | 'documents';

export interface DealTab {
  key: DealTabKey;
  label: string;
  href: string;
}

const TABS: readonly { key: DealTabKey; label: string; page: string }[] = [
  { key: 'overview', label: 'Overview', page: 'deal' },
  { key: 'construction', label: 'Construction Management', page: 'deal-construction' },
  { key: 'payment-history', label: 'Payment History', page: 'deal-payment-history' },
  { key: 'property', label: 'Properties', page: 'deal-property' },
  { key: 'documents', label: 'Documents', page: 'deal-documents' },
];

export const dealTabs = (
  deal: Pick<DealDetail, 'id' | 'status' | 'productType'>,
  isCustomer: boolean,
): DealTab[] =>
  TABS.filter(
    (tab) => tab.key !== 'construction' || showsConstructionTab(deal, isCustomer),
  ).flatMap(({ key, label, page }) => {
    const href = pagePath(page, { id: deal.id });
    return href === null ? [] : [{ key, label, href }];
  });

/** The tab whose address is `pathname` (a trailing slash allowed), if any. */
export const currentTab = (tabs: readonly DealTab[], pathname: string): DealTab | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((tab) => tab.href === path);
};
