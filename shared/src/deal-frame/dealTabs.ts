// The deal page's tab bar (spec §2): Overview, Construction Management (customers, on qualifying
// deals), Payment History, Properties, Documents. The card form (/credit) is a page of the deal
// without a tab of its own.
import { dealPath, dealSubPath } from '../routes/paths';
import { showsConstructionTab, type DealDetail } from '@lender/contracts';

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
  { key: 'overview', label: 'Overview', href: dealPath(deal.id) },
  ...(showsConstructionTab(deal, isCustomer)
    ? [
        {
          key: 'construction' as const,
          label: 'Construction Management',
          href: dealSubPath(deal.id, 'construction'),
        },
      ]
    : []),
  {
    key: 'payment-history',
    label: 'Payment History',
    href: dealSubPath(deal.id, 'payment-history'),
  },
  { key: 'property', label: 'Properties', href: dealSubPath(deal.id, 'property') },
  { key: 'documents', label: 'Documents', href: dealSubPath(deal.id, 'documents') },
];

/** The tab whose address is `pathname` (a trailing slash allowed), if any. */
export const currentTab = (tabs: readonly DealTab[], pathname: string): DealTab | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((tab) => tab.href === path);
};
