import { parsePageDeclaration, type PageDeclaration } from './pageDeclaration';

const valid: PageDeclaration = {
  remote: 'mfe_deals',
  pages: [
    {
      name: 'deal',
      pattern: '/dashboard/deal/:id',
      title: 'Deal',
      layout: 'deal',
      audience: ['customer', 'broker'],
      whileViewing: 'open',
      redirectFrom: ['/dashboard/loan/:id'],
      data: [
        { method: 'POST', path: 'deals/members', body: { dealid: ':id' } },
        {
          method: 'GET',
          path: 'deals/broker/funded',
          query: { limit: '50' },
          audience: ['broker'],
        },
      ],
    },
    {
      name: 'resources',
      pattern: '/dashboard/resources',
      title: 'Resources',
      layout: 'signed-in',
      audience: ['lead'],
      nav: [{ section: 'main', label: 'Resources', order: 10 }],
    },
    { name: 'thank-you', pattern: '/thank-you/form', title: 'Thank You', layout: 'public-grey' },
  ],
  links: ['deal'],
};

const reasons = (value: unknown) => {
  const result = parsePageDeclaration(value);
  return result.ok ? [] : result.reasons;
};

describe('the page declaration schema', () => {
  it('accepts a complete declaration', () => {
    expect(parsePageDeclaration(valid)).toEqual({ ok: true, declaration: valid });
  });

  it.each([
    ['a pattern with upper case', { pattern: '/Dashboard/deal/:id' }, 'pages.0.pattern'],
    ['a relative pattern', { pattern: 'dashboard/deal' }, 'pages.0.pattern'],
    ['an unknown layout', { layout: 'white-label' }, 'pages.0.layout'],
    ['an unknown audience', { audience: ['admin'] }, 'pages.0.audience.0'],
    ['a signed-in page without audience', { audience: undefined }, 'names its audience'],
    ['a deal page without the deal :id', { pattern: '/dashboard/deal' }, 'deal as :id'],
    [
      'a deal page with a public layout’s audience',
      { layout: 'public', whileViewing: undefined },
      'public page has none',
    ],
    [
      'an old pattern with other parameters',
      { redirectFrom: ['/loan/:dealId'] },
      'same parameters',
    ],
    ['an unknown field', { owner: 'deals-team' }, 'pages.0.owner'],
    [
      'a read naming a parameter its page lacks',
      { data: [{ method: 'POST', path: 'deals/members', body: { dealid: ':dealId' } }] },
      'names only parameters of its page',
    ],
    [
      'a query naming a parameter its page lacks',
      { data: [{ method: 'GET', path: 'deals/members', query: { dealid: ':dealId' } }] },
      'names only parameters of its page',
    ],
    [
      'a query written into the path',
      { data: [{ method: 'GET', path: 'deals/funded?limit=50' }] },
      'an API path',
    ],
    [
      'a read for an audience the page is not open to',
      { data: [{ method: 'GET', path: 'deals/funded', audience: ['lead'] }] },
      "a read's audience is within its page's",
    ],
  ])('refuses %s, saying where', (_, change, reason) => {
    const page = { ...valid.pages[0]!, ...change };
    expect(reasons({ ...valid, pages: [page, ...valid.pages.slice(1)] }).join(' ')).toContain(
      reason,
    );
  });

  it('refuses a public page with an audience or navigation', () => {
    const page = { ...valid.pages[2]!, audience: ['customer'] };
    expect(reasons({ ...valid, pages: [page] }).join(' ')).toContain('public page has none');
  });

  it('refuses two pages of one name or one pattern, and a link to no page', () => {
    const twice = { ...valid, pages: [valid.pages[0], valid.pages[0]] };
    expect(reasons(twice).join(' ')).toContain('its own name');
    expect(reasons(twice).join(' ')).toContain('declared once');
    expect(reasons({ ...valid, links: ['nowhere'] }).join(' ')).toContain('offered link');
  });

  it('refuses a declaration without pages or of no container', () => {
    expect(reasons({ ...valid, pages: [] }).length).toBeGreaterThan(0);
    expect(reasons({ ...valid, remote: 'deals' }).join(' ')).toContain('remote');
    expect(reasons('pages').length).toBeGreaterThan(0);
  });
});
