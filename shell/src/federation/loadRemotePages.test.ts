// The loader with the federation runtime and the network replaced: which release it loads, and
// what it does when that release is refused, hangs, or is gone after a deploy.
import type { RemoteCatalog } from './remoteCatalog';

const mockRuntime = {
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  shared: { react: [{ version: '19.3.1' }], '@lender/shared': [{ version: '0.1.0' }] },
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
  loadRemote: (id: string) => mockRuntime.loadRemote(id),
  registerRemotes: (...args: unknown[]) => mockRuntime.registerRemotes(...args),
  getInstance: () => ({ options: { shared: mockRuntime.shared } }),
}));

const base = 'https://deals.example';
const catalog = (stable: string): RemoteCatalog => ({
  mfe_deals: { kind: 'versioned', base, stable },
});
const manifests: Record<string, unknown> = {};
const fetchMock = jest.fn(async (url: string) => {
  const manifest = manifests[url];
  return manifest
    ? new Response(JSON.stringify(manifest), { status: 200 })
    : new Response('Not found', { status: 404 });
});
const publish = (version: string, requires: Record<string, string> = {}) => {
  manifests[`${base}/${version}/mf-manifest.json`] = {
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@lender/shared', requiredVersion: '^0.1.0' },
    ].map((shared) => ({
      ...shared,
      requiredVersion: requires[shared.name] ?? shared.requiredVersion,
    })),
  };
};

type Loader = typeof import('./loadRemotePages');
let loader: Loader;
beforeEach(() => {
  jest.resetModules();
  loader = jest.requireActual('./loadRemotePages') as Loader;
  for (const key of Object.keys(manifests)) delete manifests[key];
  mockRuntime.loadRemote.mockReset().mockResolvedValue({ pages: {} });
  mockRuntime.registerRemotes.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('loads the stable release after checking its manifest', async () => {
  publish('1.0.0+aaaaaaaaaa');
  loader.configureRemoteLoading({ catalog: catalog('1.0.0+aaaaaaaaaa') });
  await expect(loader.loadRemotePages('mfe_deals')).resolves.toEqual({ pages: {} });
  expect(mockRuntime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_deals', entry: `${base}/1.0.0+aaaaaaaaaa/remoteEntry.js` }],
    { force: false },
  );
  // The entry was asked for while the manifest was checked.
  expect(
    document.head.querySelector(
      `link[rel="preload"][as="script"][href="${base}/1.0.0+aaaaaaaaaa/remoteEntry.js"]`,
    ),
  ).not.toBeNull();
});

it('refuses a release built for another core, without running it', async () => {
  publish('2.0.0+aaaaaaaaaa', { '@lender/shared': '^2.0.0' });
  loader.configureRemoteLoading({ catalog: catalog('2.0.0+aaaaaaaaaa') });
  const failure = loader.loadRemotePages('mfe_deals');
  await expect(failure).rejects.toMatchObject({
    name: 'RemoteUnavailable',
    reason: 'refused',
    version: '2.0.0+aaaaaaaaaa',
    message: 'It was built for @lender/shared ^2.0.0; this portal provides 0.1.0.',
  });
  expect(mockRuntime.loadRemote).not.toHaveBeenCalled();
});

it('gives up on a remote that does not answer in time', async () => {
  publish('1.0.0+aaaaaaaaaa');
  mockRuntime.loadRemote.mockReturnValue(new Promise(() => undefined));
  loader.configureRemoteLoading({ catalog: catalog('1.0.0+aaaaaaaaaa'), timeoutMs: 50 });
  await expect(loader.loadRemotePages('mfe_deals')).rejects.toMatchObject({
    reason: 'failed',
    message: 'no answer within 50 ms',
  });
});

it('gives up on a server that does not begin to answer, without waiting for the whole load limit', async () => {
  fetchMock.mockImplementationOnce(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      ),
  );
  loader.configureRemoteLoading({
    catalog: catalog('1.0.0+aaaaaaaaaa'),
    answerTimeoutMs: 30,
    timeoutMs: 60_000,
  });
  await expect(loader.loadRemotePages('mfe_deals')).rejects.toMatchObject({
    reason: 'failed',
    version: '1.0.0+aaaaaaaaaa',
    message: 'no answer within 30 ms',
  });
  expect(mockRuntime.loadRemote).not.toHaveBeenCalled();
});

it('reads remotes.json again when its release is gone, and loads the one it names now', async () => {
  publish('1.1.0+bbbbbbbbbb');
  const rereadCatalog = jest.fn(async () => catalog('1.1.0+bbbbbbbbbb'));
  loader.configureRemoteLoading({ catalog: catalog('1.0.0+aaaaaaaaaa'), rereadCatalog });
  await expect(loader.loadRemotePages('mfe_deals')).resolves.toEqual({ pages: {} });
  expect(rereadCatalog).toHaveBeenCalledTimes(1);
  expect(mockRuntime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_deals', entry: `${base}/1.1.0+bbbbbbbbbb/remoteEntry.js` }],
    { force: false },
  );
});

it('reads remotes.json again only once per remote (no loop when it names the same release)', async () => {
  const rereadCatalog = jest.fn(async () => catalog('1.0.0+aaaaaaaaaa'));
  loader.configureRemoteLoading({ catalog: catalog('1.0.0+aaaaaaaaaa'), rereadCatalog });
  await expect(loader.loadRemotePages('mfe_deals')).rejects.toMatchObject({ reason: 'failed' });
  await expect(loader.loadRemotePages('mfe_deals')).rejects.toMatchObject({ reason: 'failed' });
  expect(rereadCatalog).toHaveBeenCalledTimes(1);
});

it('does not load a remote support turned off', async () => {
  loader.configureRemoteLoading({
    catalog: catalog('1.0.0+aaaaaaaaaa'),
    overrides: { versions: {}, disabled: ['mfe_deals'] },
  });
  await expect(loader.loadRemotePages('mfe_deals')).rejects.toMatchObject({ reason: 'disabled' });
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('preloadPageFiles', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  const withPreload = (preload: Record<string, unknown>): RemoteCatalog => ({
    mfe_deals: { kind: 'versioned', base, stable: '1.0.0+aaaaaaaaaa', preload },
  });

  it('asks for the chosen release’s ./routes files and the page’s own, as scripts and styles', () => {
    loader.configureRemoteLoading({
      catalog: withPreload({
        '1.0.0+aaaaaaaaaa': {
          routes: ['routes.1.js', 'routes.1.css'],
          pages: { 'deal-payment-history': ['215.2.js', '109.3.css'], deal: ['232.4.js'] },
        },
      }),
    });
    loader.preloadPageFiles('mfe_deals', 'deal-payment-history');
    loader.preloadPageFiles('mfe_deals', 'deal-payment-history');
    expect(preloads()).toEqual([
      `script ${base}/1.0.0+aaaaaaaaaa/routes.1.js`,
      `style ${base}/1.0.0+aaaaaaaaaa/routes.1.css`,
      `script ${base}/1.0.0+aaaaaaaaaa/215.2.js`,
      `style ${base}/1.0.0+aaaaaaaaaa/109.3.css`,
    ]);
  });

  it('takes only plain file names of the release’s folder, and nothing for another release', () => {
    loader.configureRemoteLoading({
      catalog: withPreload({
        '1.0.0+aaaaaaaaaa': {
          routes: ['../other/x.js', 'https://evil.example/a.js', 'ok.5.js', 'notes.txt', 7],
          pages: 'not an object',
        },
        '0.9.0+cccccccccc': { routes: ['old.js'], pages: {} },
      }),
    });
    loader.preloadPageFiles('mfe_deals', 'deal');
    expect(preloads()).toEqual([`script ${base}/1.0.0+aaaaaaaaaa/ok.5.js`]);
  });

  it('asks for nothing for a fixed entry or a release without a list', () => {
    loader.configureRemoteLoading({
      catalog: { mfe_deals: { kind: 'fixed', url: 'http://localhost:3002/remoteEntry.js' } },
    });
    loader.preloadPageFiles('mfe_deals', 'deal');
    loader.configureRemoteLoading({ catalog: catalog('1.0.0+aaaaaaaaaa') });
    loader.preloadPageFiles('mfe_deals', 'deal');
    expect(preloads()).toEqual([]);
  });
});
