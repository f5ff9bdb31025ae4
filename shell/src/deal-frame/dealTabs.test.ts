import {
  currentTab,
  dealTabs,
  setDealTabs,
  useDealTabDirectory,
  type DeclaredDealTab,
} from './dealTabs';

// Tabs as the shell would collect them from remotes' declarations (the real ones are the remotes'
// own: their pages tests, and the shell's assembly tests).
const declared: DeclaredDealTab[] = [
  { name: 'summary', pattern: '/dashboard/deal/:id', label: 'Summary', order: 10, showWhen: [] },
  {
    name: 'works',
    pattern: '/dashboard/deal/:id/works',
    label: 'Works',
    order: 20,
    showWhen: ['customer', 'construction-deal'],
  },
  { name: 'files', pattern: '/dashboard/deal/:id/files', label: 'Files', order: 30, showWhen: [] },
  {
    name: 'mine',
    pattern: '/dashboard/deal/:id/mine',
    label: 'Mine',
    order: 5,
    showWhen: ['customer'],
  },
];

const deal = (status: string, productType: string | null = 'Bridge') => ({
  id: 'D1',
  status,
  productType,
});

it('keeps the directory in declared order', () => {
  setDealTabs(declared);
  expect(useDealTabDirectory.getState().tabs.map((tab) => tab.name)).toEqual([
    'mine',
    'summary',
    'works',
    'files',
  ]);
});

it("shows each tab whose conditions hold for the deal and the viewer, linked to the deal's page", () => {
  const tabs = useDealTabDirectory.getState().tabs;
  expect(dealTabs(tabs, deal('Funded'), true).map((tab) => [tab.label, tab.href])).toEqual([
    ['Mine', '/dashboard/deal/D1/mine'],
    ['Summary', '/dashboard/deal/D1'],
    ['Works', '/dashboard/deal/D1/works'],
    ['Files', '/dashboard/deal/D1/files'],
  ]);
  // A construction tab on a qualifying deal only; a customers' tab for customers only.
  expect(dealTabs(tabs, deal('Application'), true).map((tab) => tab.key)).toEqual([
    'mine',
    'summary',
    'files',
  ]);
  expect(dealTabs(tabs, deal('Application', 'FixNFlip'), false).map((tab) => tab.key)).toEqual([
    'summary',
    'files',
  ]);
});

it('has no tab without declarations', () => {
  expect(dealTabs([], deal('Funded'), true)).toEqual([]);
});

it('finds the current tab by address', () => {
  const tabs = dealTabs(useDealTabDirectory.getState().tabs, deal('Funded'), true);
  expect(currentTab(tabs, '/dashboard/deal/D1')?.key).toBe('summary');
  expect(currentTab(tabs, '/dashboard/deal/D1/files/')?.key).toBe('files');
  expect(currentTab(tabs, '/dashboard/deal/D1/credit')).toBeUndefined();
});
