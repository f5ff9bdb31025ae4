import { dealTabShows, type PageDeclaration } from '@lender/contracts';
import { assemblePageTable, type DeclarationSource } from './assemble';
import { portalPageTable } from '../testing/portalPageTable';

const signedIn = (name: string, pattern: string, extra: object = {}) => ({
  name,
  pattern,
  title: name,
  layout: 'signed-in' as const,
  audience: ['customer' as const],
  ...extra,
});

const deals: PageDeclaration = {
  remote: 'mfe_deals',
  pages: [
    signedIn('deal', '/dashboard/deal/:id', { redirectFrom: ['/dashboard/loan/:id'] }),
    signedIn('resources', '/dashboard/resources', {
      nav: [{ section: 'main', label: 'Resources', order: 30 }],
    }),
  ],
  links: ['deal'],
};

const source = (declaration: PageDeclaration, remote = 'mfe_deals'): DeclarationSource => ({
  remote: remote as 'mfe_deals',
  version: '1.2.0',
  declaration,
});

describe("the deal frame's tabs, from the remotes' declarations", () => {
  // What the deal frame's tab bar shows of them: the tabs whose declared conditions hold.
  const labels = (status: string, productType: string, customer: boolean) =>
    portalPageTable()
      .dealTabs.filter((tab) => dealTabShows(tab.showWhen, { status, productType }, customer))
      .map((tab) => tab.label);

  it("are the portal's five, in their declared order, each from the remote that owns its page", () => {
    expect(portalPageTable().dealTabs.map((tab) => [tab.label, tab.name])).toEqual([
      ['Overview', 'deal'],
      ['Construction Management', 'deal-construction'],
      ['Payment History', 'deal-payment-history'],
      ['Properties', 'deal-property'],
      ['Documents', 'deal-documents'],
    ]);
  });

  it('give customers Construction Management on funded and qualifying deals, brokers never', () => {
    const withConstruction = [
      'Overview',
      'Construction Management',
      'Payment History',
      'Properties',
      'Documents',
    ];
    const without = ['Overview', 'Payment History', 'Properties', 'Documents'];
    expect(labels('Funded', 'Bridge', true)).toEqual(withConstruction);
    for (const type of ['Short Term Finance', 'NewConstruction', 'New Construction', 'FixNFlip'])
      expect(labels('Application', type, true)).toEqual(withConstruction);
    expect(labels('Application', 'Bridge', true)).toEqual(without);
    expect(labels('Funded', 'Bridge', false)).toEqual(without);
  });

  it('leave the card form, a page of the deal without a tab, out', () => {
    expect(portalPageTable().dealTabs.map((tab) => tab.name)).not.toContain(
      'deal-appraisal-payment',
    );
  });
});

describe('assembling the page table', () => {
  it('takes every page, redirect, navigation entry and offered link', () => {
    const table = assemblePageTable([source(deals)], []);
    expect(table.pages.map((page) => [page.remote, page.name, page.version])).toEqual([
      ['mfe_deals', 'deal', '1.2.0'],
      ['mfe_deals', 'resources', '1.2.0'],
    ]);
    expect(table.redirects).toEqual([{ from: '/dashboard/loan/:id', to: '/dashboard/deal/:id' }]);
    expect(table.nav).toEqual([
      expect.objectContaining({
        label: 'Resources',
        pattern: '/dashboard/resources',
        audience: ['customer'],
      }),
    ]);
    // Offered links only: resources is not in `links`.
    expect(table.links).toEqual({ deal: '/dashboard/deal/:id' });
    expect(table.refusals).toEqual([]);
  });

  it('orders the navigation by the declared order across remotes', () => {
    const account: PageDeclaration = {
      remote: 'mfe_account',
      pages: [
        signedIn('faq', '/dashboard/faq', { nav: [{ section: 'main', label: 'FAQ', order: 5 }] }),
      ],
      links: [],
    };
    const table = assemblePageTable([source(deals), source(account, 'mfe_account')], []);
    expect(table.nav.map((entry) => entry.label)).toEqual(['FAQ', 'Resources']);
  });

  it('refuses a page whose pattern another remote claims first, whatever its parameter names', () => {
    const construction: PageDeclaration = {
      remote: 'mfe_construction',
      pages: [
        signedIn('loan', '/dashboard/deal/:dealId'),
        signedIn('deal-construction', '/dashboard/deal/:id/construction'),
      ],
      links: ['loan'],
    };
    const table = assemblePageTable([source(deals), source(construction, 'mfe_construction')], []);
    expect(table.pages.map((page) => page.name)).toEqual([
      'deal',
      'resources',
      'deal-construction',
    ]);
    expect(table.refusals).toEqual([
      {
        remote: 'mfe_construction',
        version: '1.2.0',
        page: 'loan',
        kind: 'refused',
        reason: '/dashboard/deal/:dealId is already claimed by mfe_deals',
      },
    ]);
    expect(table.links).toEqual({ deal: '/dashboard/deal/:id' });
  });

  it('refuses a pattern the shell keeps for itself, and a page name another remote has', () => {
    const account: PageDeclaration = {
      remote: 'mfe_account',
      pages: [
        signedIn('ops', '/dashboard/ops/remotes'),
        signedIn('deal', '/dashboard/my-deal/:id'),
      ],
      links: [],
    };
    const table = assemblePageTable(
      [source(deals), source(account, 'mfe_account')],
      ['/dashboard/ops/remotes'],
    );
    expect(table.refusals.map((refusal) => [refusal.page, refusal.reason])).toEqual([
      ['ops', '/dashboard/ops/remotes is already claimed by the shell'],
      ['deal', 'the page name deal is already mfe_deals’s'.replace('’', "'")],
    ]);
  });

  it('refuses a whole declaration that failed the schema, names another remote, or could not be read', () => {
    const table = assemblePageTable(
      [
        { remote: 'mfe_deals', version: '1.2.0', refused: ['pages.0.layout: Invalid type'] },
        source(deals, 'mfe_account'),
        { remote: 'mfe_servicing', version: '2.0.0', error: 'pages.json answered 404' },
      ],
      [],
    );
    expect(table.pages).toEqual([]);
    expect(table.refusals.map((refusal) => [refusal.remote, refusal.page])).toEqual([
      ['mfe_deals', null],
      ['mfe_account', null],
      ['mfe_servicing', null],
    ]);
    expect(table.refusals[0]!.reason).toContain('pages.0.layout');
    expect(table.refusals[1]!.reason).toContain("mfe_deals's");
    expect(table.refusals[2]!.reason).toBe('pages.json answered 404');
  });

  it('assembles the remotes’ real declarations without a refusal', () => {
    const table = portalPageTable();
    expect(table.refusals).toEqual([]);
    expect(table.links).toMatchObject({
      deal: '/dashboard/deal/:id',
      'deal-construction': '/dashboard/deal/:id/construction',
    });
  });
});
