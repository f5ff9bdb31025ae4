import { currentTab, dealTabs } from './dealTabs';
import { setPageDirectory } from '../routes/pageLinks';
import { DEAL_PAGE_LINKS, offerPages } from '../testing/pageLinks';

// The deal pages, as the shell's page table offers them.
beforeEach(() => offerPages(DEAL_PAGE_LINKS));

const deal = (status: string, productType: string | null = 'Bridge') => ({
  id: 'D1',
  status,
  productType,
});
const labels = (...args: Parameters<typeof dealTabs>) => dealTabs(...args).map((tab) => tab.label);

describe('dealTabs', () => {
  it('leaves out a tab whose page no remote offers', () => {
    setPageDirectory({ patterns: { deal: '/dashboard/deal/:id' } });
    expect(labels(deal('Funded'), true)).toEqual(['Overview']);
  });

  it('gives customers Construction Management on funded and qualifying deals', () => {
    const withConstruction = [
      'Overview',
      'Construction Management',
      'Payment History',
      'Properties',
      'Documents',
    ];
    expect(labels(deal('Funded'), true)).toEqual(withConstruction);
    for (const type of ['Short Term Finance', 'NewConstruction', 'New Construction', 'FixNFlip'])
      expect(labels(deal('Application', type), true)).toEqual(withConstruction);
  });

  it('leaves it out for other deals and for brokers', () => {
    const without = ['Overview', 'Payment History', 'Properties', 'Documents'];
    expect(labels(deal('Application'), true)).toEqual(without);
    expect(labels(deal('Funded'), false)).toEqual(without);
    expect(labels(deal('Application', 'FixNFlip'), false)).toEqual(without);
  });

  it('links each tab to its route', () => {
    expect(dealTabs(deal('Funded'), true).map((tab) => tab.href)).toEqual([
      '/dashboard/deal/D1',
      '/dashboard/deal/D1/construction',
      '/dashboard/deal/D1/payment-history',
      '/dashboard/deal/D1/property',
      '/dashboard/deal/D1/documents',
    ]);
  });

  it('finds the current tab by address', () => {
    const tabs = dealTabs(deal('Funded'), true);
    expect(currentTab(tabs, '/dashboard/deal/D1')?.key).toBe('overview');
    expect(currentTab(tabs, '/dashboard/deal/D1/property/')?.key).toBe('property');
    expect(currentTab(tabs, '/dashboard/deal/D1/credit')).toBeUndefined();
  });
});
