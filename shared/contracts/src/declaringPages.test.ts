import { pageRead, pagesAt, signedInPage } from './declaringPages';
import { parsePageDeclaration } from './pageDeclaration';
import { fillPageReads } from './pageRules';

const at = pagesAt({ faq: '/dashboard/faq', deal: '/dashboard/deal/:id' });

describe('signedInPage', () => {
  it('declares a page of the signed-in frame for everyone but leads, open while viewing', () => {
    const page = signedInPage(at('faq'), 'FAQ');
    expect(page).toEqual({
      name: 'faq',
      pattern: '/dashboard/faq',
      title: 'FAQ',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
    });
    expect(parsePageDeclaration({ remote: 'mfe_account', pages: [page], links: [] })).toEqual({
      ok: true,
      declaration: { remote: 'mfe_account', pages: [page], links: [] },
    });
  });

  it('takes the facts where the page differs', () => {
    expect(
      signedInPage(at('faq'), 'FAQ', { audience: ['customer'], whileViewing: 'read-only' }),
    ).toMatchObject({ audience: ['customer'], whileViewing: 'read-only', layout: 'signed-in' });
  });
});

describe('pageRead', () => {
  it('declares the call a read builder makes, with the route parameter in its place', () => {
    const documentsRead = (dealid: string) => ({
      method: 'POST' as const,
      path: 'deals/getdocuments',
      body: { dealid },
    });
    const page = { ...at('deal'), data: [pageRead(documentsRead(':id'))] };
    expect(page.data).toEqual([
      { method: 'POST', path: 'deals/getdocuments', body: { dealid: ':id' } },
    ]);
    expect(fillPageReads(page, { id: 'D 7' }, 'customer')).toEqual([documentsRead('D 7')]);
  });

  it('keeps a GET’s query in the order written, for the audiences given', () => {
    const listRead = { method: 'GET' as const, path: 'deals/funded?limit=50&cursor=a%2Fb' };
    const declared = pageRead(listRead, ['customer']);
    expect(declared).toEqual({
      method: 'GET',
      path: 'deals/funded',
      query: { limit: '50', cursor: 'a/b' },
      audience: ['customer'],
    });
    expect(fillPageReads({ data: [declared] }, {}, 'customer')).toEqual([listRead]);
    expect(fillPageReads({ data: [declared] }, {}, 'broker')).toEqual([]);
  });

  it('refuses a body field that is not text: the shell would send another call', () => {
    expect(() => pageRead({ method: 'POST', path: 'deals/x', body: { limit: 5 } })).toThrow(
      "deals/x: a first read's body holds text only (limit is number)",
    );
  });
});
