import { declaredRelease } from '../federation/loadRemotePages';
import { readDeclarations } from './declarations';

jest.mock('../federation/loadRemotePages', () => ({
  answerTimeoutMs: () => 2000,
  declaredRelease: jest.fn(),
}));

const declaration = { remote: 'mfe_deals', pages: [], links: [] };
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  jest
    .mocked(declaredRelease)
    .mockImplementation((remote) =>
      remote === 'mfe_deals'
        ? { version: null, url: 'http://deals.test/pages.json' }
        : remote === 'mfe_auth'
          ? { version: '1.0.0', url: 'http://auth.test/1.0.0/pages.json', embedded: { remote } }
          : null,
    );
});

describe('reading the declarations', () => {
  it('takes what remotes.json carries without a request, and fetches the others', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(declaration)));
    expect(await readDeclarations()).toEqual([
      { remote: 'mfe_auth', version: '1.0.0', declaration: { remote: 'mfe_auth' } },
      { remote: 'mfe_deals', version: null, declaration },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://deals.test/pages.json');
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
