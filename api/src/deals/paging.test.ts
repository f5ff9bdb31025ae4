// Paged deal lists and bounded nav lists for a broker with hundreds of deals.
import {
  DEAL_PAGE_MESSAGES,
  NAV_LIST_MAX,
  type DealsResponse,
  type NavResponse,
} from '@lender/contracts';
import type { Kysely } from 'kysely';
import { generateLarge, LARGE_BROKER_EMAIL } from '../db/seed/large';
import type { Database } from '../db/types';
import { createSeededDb, createTestApp, TEST_ANCHOR, type TestApp } from '../test/helpers';

const DEALS = 230;
let db: Kysely<Database> | undefined;
let t: TestApp;

beforeAll(async () => {
  db = await createSeededDb();
  await generateLarge(db, DEALS, { anchor: TEST_ANCHOR, scryptLogN: 10 });
  t = await createTestApp({ db });
}, 60_000);
// The app does not own a database it was given: both are closed, also after a failed set-up.
afterAll(async () => {
  await t?.close();
  await db?.destroy();
});

const get = async (token: string, url: string) => {
  const response = await t.as(token, { method: 'GET', url: `/lima/api/${url}` });
  return {
    status: response.statusCode,
    body: response.json() as DealsResponse & { message?: string },
  };
};

describe.each(['inprocess', 'funded'])('GET deals/broker/%s', (kind) => {
  it('walks page by page through exactly the whole list, in its order', async () => {
    const token = await t.login(LARGE_BROKER_EMAIL);
    const whole = await get(token, `deals/broker/${kind}`);
    expect(whole.status).toBe(200);
    expect(whole.body.nextCursor).toBeUndefined();
    expect(whole.body.deals.length).toBeGreaterThan(60);

    const seen: string[] = [];
    let cursor: string | null | undefined = null;
    let pages = 0;
    do {
      const page = await get(
        token,
        `deals/broker/${kind}?limit=25${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.deals.length).toBeLessThanOrEqual(25);
      seen.push(...page.body.deals.map((deal) => deal.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(whole.body.deals.map((deal) => deal.id));
    expect(pages).toBe(Math.ceil(whole.body.deals.length / 25));
  });
});

it('answers the last page with a null nextCursor, and a page the size of the list with no next', async () => {
  const token = await t.login('borrower@demo.test');
  const whole = await get(token, 'deals/inprocess');
  const page = await get(token, `deals/inprocess?limit=${whole.body.deals.length}`);
  expect(page.body.deals).toEqual(whole.body.deals);
  expect(page.body.nextCursor).toBeNull();
});

it.each([
  ['limit=0', DEAL_PAGE_MESSAGES.limit],
  ['limit=501', DEAL_PAGE_MESSAGES.limit],
  ['limit=ten', DEAL_PAGE_MESSAGES.limit],
  ['limit=5&limit=6', DEAL_PAGE_MESSAGES.limit],
  ['limit=5&cursor=%%%', DEAL_PAGE_MESSAGES.cursor],
  ['limit=5&cursor=bm90LWpzb24', DEAL_PAGE_MESSAGES.cursor],
  [`limit=5&cursor=${Buffer.from('["x","D1"]').toString('base64url')}`, DEAL_PAGE_MESSAGES.cursor],
  [`limit=5&cursor=${'a'.repeat(201)}`, DEAL_PAGE_MESSAGES.cursor],
])('refuses %s with a 400', async (query, message) => {
  const token = await t.login(LARGE_BROKER_EMAIL);
  const response = await get(token, `deals/broker/inprocess?${query}`);
  expect(response.status).toBe(400);
  expect(response.body.message).toBe(message);
});

it("a cursor shows nothing of another broker's deals", async () => {
  const large = await t.login(LARGE_BROKER_EMAIL);
  const first = await get(large, 'deals/broker/inprocess?limit=5');
  const other = await t.login('broker@demo.test');
  const page = await get(other, `deals/broker/inprocess?limit=500&cursor=${first.body.nextCursor}`);
  const largeIds = new Set(
    (await get(large, 'deals/broker/inprocess')).body.deals.map((d) => d.id),
  );
  expect(page.body.deals.some((deal) => largeIds.has(deal.id))).toBe(false);
});

it('bounds each nav list and counts the whole of it', async () => {
  const token = await t.login(LARGE_BROKER_EMAIL);
  const response = await t.as(token, { method: 'GET', url: '/lima/api/deals/brokernav' });
  const nav = response.json() as NavResponse;
  const inProcess = (await get(token, 'deals/broker/inprocess')).body.deals;
  const funded = (await get(token, 'deals/broker/funded')).body.deals;
  expect(nav.totals).toEqual({
    loans_in_process: inProcess.length,
    funded_loans: funded.length,
    construction: 0,
  });
  expect(nav.loans_in_process.map((item) => item.id)).toEqual(
    inProcess.slice(0, NAV_LIST_MAX).map((deal) => deal.id),
  );
  expect(nav.funded_loans).toHaveLength(NAV_LIST_MAX);
});
