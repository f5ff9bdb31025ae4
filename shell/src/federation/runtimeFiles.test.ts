// remotes.json as the shell reads it at start (the preloaded request) and after a failed load
// (past the browser's copy, which an edge lets it keep for a few seconds).
import { fetchRemoteCatalog, fetchRuntimeFiles } from './runtimeFiles';

const catalog = {
  mfe_deals: { kind: 'versioned', base: '/remotes/mfe_deals', stable: '1.0.0+aaaaaaaaaa' },
};
const fetchMock = jest.fn(async (url: string) =>
  url.endsWith('remotes.json')
    ? new Response(JSON.stringify(catalog), { status: 200 })
    : new Response('{}', { status: 200 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the first read is the plain request index.html preloaded', async () => {
  await fetchRuntimeFiles();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', undefined);
});

test('a read after a failed load asks the server instead of the browser cache', async () => {
  const read = await fetchRemoteCatalog();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(read.mfe_deals).toMatchObject({ stable: '1.0.0+aaaaaaaaaa' });
});
