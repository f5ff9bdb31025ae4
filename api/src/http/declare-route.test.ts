// Every route the API serves is declared completely (http/declare-route.ts): the test lists the
// ones that are not, with what they miss.
import { createTestApp, type TestApp } from '../test/helpers';
import type { RouteDeclaration } from './declare-route';

let t: TestApp;
beforeAll(async () => {
  // Every feature on, so that every route the API can serve is checked.
  t = await createTestApp({ env: { LOAN_LOOKUP_ENABLED: 'true' } });
});
afterAll(() => t.close());

/** What a declaration misses (nothing when complete). */
function missing(route: string, declaration: RouteDeclaration | undefined): string[] {
  if (!declaration) return ['a declaration (registered without route())'];
  const gaps: string[] = [];
  if (!declaration.summary.trim()) gaps.push('summary');
  if (!/^[a-z][A-Za-z0-9]+$/.test(declaration.operationId)) gaps.push('operationId');
  if (!declaration.response) gaps.push('response');
  if (!declaration.access) gaps.push('access');
  if (!declaration.writes) gaps.push('writes');
  // A POST says what it takes, or that it takes nothing (body: null).
  if (declaration.method === 'POST' && declaration.body === undefined) gaps.push('body');
  if (declaration.method === 'GET' && declaration.body) gaps.push('no body on a GET');
  // A route reached with a session (or the service token) enforces its rule by hooks: its own,
  // or the rule's (auth/access-guards.ts).
  const sessionless = ['public', 'link', 'dev'].includes(declaration.access);
  const guarded = Boolean(
    declaration.guards?.preHandler?.length ||
    declaration.guards?.onRequest?.length ||
    t.app.accessGuards[declaration.access]?.length,
  );
  if (!sessionless && !guarded) gaps.push(`guards for ${declaration.access}`);
  if (`${declaration.method} /lima/api${declaration.url}` !== route) gaps.push('url');
  return gaps;
}

it('lists no route whose declaration is incomplete', () => {
  const incomplete = [...t.app.routeDeclarations]
    .map(([route, declaration]) => ({ route, missing: missing(route, declaration) }))
    .filter((row) => row.missing.length > 0)
    .map((row) => `${row.route}: ${row.missing.join(', ')}`);
  expect(incomplete).toEqual([]);
});

it('gives every route its own operationId', () => {
  const ids = [...t.app.routeDeclarations.values()].map((declaration) => declaration?.operationId);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

it('marks every POST that only reads as such (writes: nothing), and every write as one', () => {
  const writes = Object.fromEntries(
    [...t.app.routeDeclarations].map(([route, declaration]) => [route, declaration?.writes]),
  );
  // The five read-only POSTs, and the anonymous reports that write nothing cached.
  for (const route of [
    'POST /lima/api/deals/budget',
    'POST /lima/api/deals/draws',
    'POST /lima/api/deals/getdocuments',
    'POST /lima/api/loc/getdocuments',
    'POST /lima/api/most-recent-locs',
  ])
    expect([route, writes[route]]).toEqual([route, 'nothing']);
  expect(writes['POST /lima/api/client-errors']).toBe('uncached');
  expect(writes['POST /lima/api/deals/draws/new']).toBe('deal');
});
