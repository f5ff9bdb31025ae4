import { declaredRelease } from '../federation/loadRemotePages';
import { readDeclarations } from './declarations';

jest.mock('../federation/loadRemotePages', () => ({
  answerTimeoutMs: () => 2000,
  declaredRelease: jest.fn(),
}));

const resources = {
  name: 'resources',
  pattern: '/dashboard/resources',
  title: 'Resources',
  layout: 'signed-in',
  audience: ['customer'],
};
const declaration = { remote: 'mfe_deals', pages: [resources], links: [] };
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  jest.mocked(declaredRelease).mockImplementation((remote) =>
    remote === 'mfe_deals'
      ? { version: null, url: 'http://deals.test/pages.json' }
      : remote === 'mfe_auth'
        ? {
            version: '1.0.0',
            url: 'http://auth.test/1.0.0/pages.json',
            embedded: { remote, pages: [], links: [] },
          }
        : null,
  );
});

describe('reading the declarations', () => {
  it('takes what remotes.json carries without a request, and fetches the others', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(declaration)));
    expect(await readDeclarations()).toEqual([
      {
        remote: 'mfe_auth',
        version: '1.0.0',
        declaration: { remote: 'mfe_auth', pages: [], links: [] },
      },
      { remote: 'mfe_deals', version: null, declaration },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://deals.test/pages.json');
  });

  it('checks a fetched declaration against the schema and gives its reasons', async () => {
    const refused = { ...declaration, pages: [{ ...resources, layout: 'white-label' }] };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(refused)));
    const [, deals] = await readDeclarations();
    expect(deals).toMatchObject({ remote: 'mfe_deals', version: null });
    expect(deals && 'refused' in deals && deals.refused.join('\n')).toContain('pages.0.layout');
  });

  it('checks with the schema what remotes.json carries if it is not what the release tool writes', async () => {
    const handEdited = {
      remote: 'mfe_auth',
      pages: [{ ...resources, layout: 'white-label' }],
      links: [],
    };
    jest
      .mocked(declaredRelease)
      .mockImplementation((remote) =>
        remote === 'mfe_auth'
          ? { version: '1.0.0', url: 'http://auth.test/1.0.0/pages.json', embedded: handEdited }
          : null,
      );
    const [auth] = await readDeclarations();
    expect(auth && 'refused' in auth && auth.refused.join('\n')).toContain('pages.0.layout');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the last declaration read from a URL while its server is down, else says why', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await readDeclarations())[1]).toEqual({
      remote: 'mfe_deals',
      version: null,
      error: 'its page declaration could not be read: Failed to fetch',
    });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(declaration)));
    await readDeclarations();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await readDeclarations())[1]).toEqual({
      remote: 'mfe_deals',
      version: null,
      declaration,
    });
  });
});
