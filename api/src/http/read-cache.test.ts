// The read cache: hits within READ_CACHE_MS, nothing served that is older than a write this
// process acknowledged, a read overlapping a write stores nothing, and no answer crosses accounts.
import { createTestApp, type TestApp } from '../test/helpers';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  let clock = 0;
  const now = () => clock;

  it('serves a value for the TTL, then loads again', async () => {
    const cache = createReadCache(1000, now);
    let loads = 0;
    const load = async () => ++loads;
    clock = 0;
    expect(await cache.read('k', {}, load)).toBe(1);
    clock = 999;
    expect(await cache.read('k', {}, load)).toBe(1);
    clock = 1000;
    expect(await cache.read('k', {}, load)).toBe(2);
  });

  it('stores nothing when a write happened while the value was loading', async () => {
    const cache = createReadCache(1000, now);
    clock = 0;
    let release!: () => void;
    const slow = cache.read(
      'k',
      {},
      () => new Promise<string>((resolve) => (release = () => resolve('before the write'))),
    );
    cache.invalidate();
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.read('k', {}, async () => 'after the write')).toBe('after the write');
  });

  it('lets the misses of a load under way wait for it, and a failed load fail them all', async () => {
    const cache = createReadCache(1000, now);
    clock = 0;
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.read('k', { account: 'A' }, load);
    const second = cache.read('k', { account: 'A' }, load);
    release('one load');
    expect(await Promise.all([first, second])).toEqual(['one load', 'one load']);
    expect(loads).toBe(1);

    clock = 5000;
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('down'));
    };
    const failed = [cache.read('f', {}, failing), cache.read('f', {}, failing)];
    await expect(Promise.all(failed)).rejects.toThrow('down');
    await Promise.allSettled(failed);
    expect(loads).toBe(2);
    expect(await cache.read('f', {}, async () => 'loaded again')).toBe('loaded again');
  });

  it('does not let a read after a write wait for a load that began before it', async () => {
    const cache = createReadCache(1000, now);
    clock = 0;
    let release!: (value: string) => void;
    const before = cache.read(
      'k',
      { account: 'A' },
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    cache.invalidate({ accounts: ['A'], deals: [] });
    const after = cache.read('k', { account: 'A' }, async () => 'after the write');
    release('before the write');
    expect(await after).toBe('after the write');
    expect(await before).toBe('before the write');
    expect(await cache.read('k', { account: 'A' }, async () => 'again')).toBe('after the write');
  });

  it('caches JSON text, and caches no failure', async () => {
    const cache = createReadCache(1000, now);
    await expect(
      cache.json('k', {}, async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.json('k', {}, async () => ({ a: 1 }))).toBe('{"a":1}');
    expect(await cache.json('k', {}, async () => ({ a: 2 }))).toBe('{"a":1}');
  });

  it("empties only the entries of a write's scope", async () => {
    const cache = createReadCache(1000, now);
    clock = 0;
    const load = (value: string) => async () => value;
    await cache.read('a1', { account: 'A' }, load('a1'));
    await cache.read('b1', { account: 'B' }, load('b1'));
    await cache.read('d1', { deal: 'D1' }, load('d1'));
    await cache.read('viewing', { account: 'B', actor: 'E' }, load('viewing'));
    cache.invalidate({ accounts: ['A'], deals: [] });
    expect(await cache.read('a1', { account: 'A' }, load('a1 again'))).toBe('a1 again');
    expect(await cache.read('b1', { account: 'B' }, load('b1 again'))).toBe('b1');
    expect(await cache.read('d1', { deal: 'D1' }, load('d1 again'))).toBe('d1');
    // The employee's sign-out empties the sessions they opened as another account.
    cache.invalidate({ accounts: ['E'], deals: ['D1'] });
    expect(await cache.read('viewing', { account: 'B' }, load('viewing again'))).toBe(
      'viewing again',
    );
    expect(await cache.read('d1', { deal: 'D1' }, load('d1 again'))).toBe('d1 again');
    expect(await cache.read('b1', { account: 'B' }, load('b1 again'))).toBe('b1');
  });

  it('stores a read that overlapped a write outside its scope, not one inside it', async () => {
    const cache = createReadCache(1000, now);
    clock = 0;
    const releases: (() => void)[] = [];
    const slow = (value: string) => () =>
      new Promise<string>((resolve) => releases.push(() => resolve(value)));
    const mine = cache.read('mine', { account: 'A' }, slow('mine before'));
    const theirs = cache.read('theirs', { account: 'B' }, slow('theirs'));
    cache.invalidate({ accounts: ['A'], deals: [] });
    for (const release of releases) release();
    await Promise.all([mine, theirs]);
    expect(await cache.read('mine', { account: 'A' }, async () => 'mine after')).toBe('mine after');
    expect(await cache.read('theirs', { account: 'B' }, async () => 'reloaded')).toBe('theirs');
  });

  it('is off with a TTL of 0', async () => {
    const cache = createReadCache(0, now);
    let loads = 0;
    await cache.read('k', {}, async () => ++loads);
    expect(await cache.read('k', {}, async () => ++loads)).toBe(2);
  });
});

describe('the API with the read cache on (a minute, so only writes can refresh it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  const nickname = async (token: string, dealId: string) => {
    const response = await t.as(token, { method: 'GET', url: '/lima/api/deals/inprocess' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const deals = (response.json() as { deals: { id: string; nickname: string | null }[] }).deals;
    return deals.find((deal) => deal.id === dealId)?.nickname;
  };

  it('serves cached lists until a write through the API empties the cache; reads do not', async () => {
    const token = await t.login('borrower@demo.test');
    const before = await nickname(token, 'D1001');
    // The lender's own systems change the deal behind the API's back.
    await t.db
      .updateTable('deals')
      .set({ nickname: 'Renamed' })
      .where('id', '=', 'D1001')
      .execute();
    expect(await nickname(token, 'D1001')).toBe(before);
    const read = await t.as(token, {
      method: 'POST',
      url: '/lima/api/deals/details',
      payload: { dealid: 'D1001' },
    });
    expect(read.statusCode).toBe(200);
    expect(await nickname(token, 'D1001')).toBe(before);

    const write = await t.as(token, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: {
        BillingStreet: '1 Main St',
        BillingCity: 'Austin',
        BillingState: 'TX',
        BillingPostalCode: '78701',
        Phone: '5125550100',
      },
    });
    expect(write.statusCode).toBe(200);
    expect(await nickname(token, 'D1001')).toBe('Renamed');
  });

  it('sees a sign-out at once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lima/api/users/validate',
      payload: { username: 'borrower@demo.test', password: 'Demo-pass-2026' },
    });
    const token = (response.json() as { data: { token: string } }).data.token;
    expect((await t.as(token, { method: 'GET', url: '/lima/api/deals/nav' })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'POST', url: '/lima/api/users/logout' })).statusCode).toBe(
      200,
    );
    expect((await t.as(token, { method: 'GET', url: '/lima/api/deals/nav' })).statusCode).toBe(401);
  });

  const rename = (dealId: string, nickname: string) =>
    t.db.updateTable('deals').set({ nickname }).where('id', '=', dealId).execute();

  it("leaves another account's cached entries when one account writes", async () => {
    const owner = await t.login('borrower@demo.test');
    const other = await t.login('borrower2@demo.test');
    expect(await nickname(other, 'D2001')).toBeDefined();
    const before = await nickname(other, 'D2001');
    await rename('D2001', 'Renamed behind the API');
    const write = await t.as(owner, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: {
        BillingStreet: '2 Main St',
        BillingCity: 'Austin',
        BillingState: 'TX',
        BillingPostalCode: '78701',
        Phone: '5125550100',
      },
    });
    expect(write.statusCode).toBe(200);
    // borrower@'s write does not reach borrower2@'s cached list.
    expect(await nickname(other, 'D2001')).toBe(before);
  });

  it("empties a deal's entries for every account that may see it when the deal is written", async () => {
    // D1004: borrower@'s, brokered by broker@; borrower2@ cannot see it.
    const owner = await t.login('borrower@demo.test');
    const broker = await t.login('broker@demo.test');
    const other = await t.login('borrower2@demo.test');
    const details = async (token: string) =>
      (
        await t.as(token, {
          method: 'POST',
          url: '/lima/api/deals/details',
          payload: { dealid: 'D1004' },
        })
      ).json().deal[0].nickname as string | null;
    const brokerList = async () =>
      (
        (await t.as(broker, { method: 'GET', url: '/lima/api/deals/broker/inprocess' })).json() as {
          deals: { id: string; nickname: string | null }[];
        }
      ).deals.find((deal) => deal.id === 'D1004')?.nickname;
    const otherBefore = await nickname(other, 'D2001');
    await details(owner);
    await brokerList();
    await rename('D1004', 'Renamed deal');
    await rename('D2001', 'Renamed elsewhere');
    expect(await details(broker)).not.toBe('Renamed deal');
    expect(await brokerList()).not.toBe('Renamed deal');

    // A deal write: a budget upload on D1004 by its owner.
    const upload = await t.as(owner, {
      method: 'POST',
      url: '/lima/api/deals/budget/new',
      payload: {
        opportunityid: 'D1004',
        budgetfilename: 'budget.csv',
        budgetfiledata: Buffer.from('item,amount\nroof,100\n').toString('base64'),
      },
    });
    expect(upload.statusCode).toBe(200);
    expect(await details(broker)).toBe('Renamed deal');
    expect(await brokerList()).toBe('Renamed deal');
    // An account that cannot see the deal keeps its entries.
    expect(await nickname(other, 'D2001')).toBe(otherBefore);
  });

  it('never answers one account with what it cached for another', async () => {
    const owner = await t.login('borrower@demo.test');
    const other = await t.login('borrower2@demo.test');
    for (const url of ['/lima/api/deals/details', '/lima/api/deals/account-history']) {
      const mine = await t.as(owner, { method: 'POST', url, payload: { dealid: 'D1011' } });
      expect(mine.statusCode).toBe(200);
      const theirs = await t.as(other, { method: 'POST', url, payload: { dealid: 'D1011' } });
      expect(theirs.statusCode).toBe(404);
    }
    const ownList = await t.as(owner, { method: 'GET', url: '/lima/api/deals/funded' });
    const otherList = await t.as(other, { method: 'GET', url: '/lima/api/deals/funded' });
    expect(otherList.body).not.toBe(ownList.body);
    expect(otherList.body).not.toContain('D1011');
  });
});
