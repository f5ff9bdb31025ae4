// Sign-in throttling per submitted address: slows guessing at one address, never locks its owner
// out, and answers the same whether or not an account has the address. The holds are recorded by
// the test app (t.delays), not waited out.
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { backoffMs, loginKey } from './sign-in-throttle';

const START = Date.UTC(2026, 2, 15, 9);
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock = START;
  t.delays.length = 0;
  await t.db.deleteFrom('sign_in_failures').execute();
  await t.db.deleteFrom('sessions').execute();
});

const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username, password },
    remoteAddress,
  });
const fail = async (username: string, remoteAddress: string, times = 1) => {
  for (let i = 0; i < times; i += 1)
    expect((await attempt(username, 'Wrong-pass-1', remoteAddress)).statusCode).toBe(401);
};

describe('backoff', () => {
  it('doubles from its base after the free attempts, up to its cap', () => {
    const delays = [4, 5, 6, 7, 9, 10, 40].map((n) => backoffMs(n, 5, 30_000, 900_000));
    expect(delays).toEqual([0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000]);
  });
});

describe('per account and address', () => {
  it('after 5 failures, waits 30 s and doubles up to 15 minutes, right password or not', async () => {
    await fail('borrower@demo.test', '10.2.0.1', 5);
    const refused = await attempt('borrower@demo.test', PASSWORD, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message:
        'Too many failed sign-ins for this account. Try again in 30 seconds, or reset your password.',
    });
    for (const wait of [30, 60, 120, 240, 480, 900, 900]) {
      clock += (wait - 1) * 1000;
      expect((await attempt('borrower@demo.test', 'Wrong-pass-1', '10.2.0.1')).statusCode).toBe(
        429,
      );
      clock += 1000;
      await fail('borrower@demo.test', '10.2.0.1');
    }
    const capped = await attempt('borrower@demo.test', PASSWORD, '10.2.0.1');
    expect(capped.headers['retry-after']).toBe('900');
    expect(capped.json().message).toMatch(/Try again in 15 minutes/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('account_id')
      .where('action', '=', 'login.throttled')
      .execute();
    expect(audit).toContainEqual({ account_id: 'acct-borrower' });
  });

  it('does not touch the owner at another address, and a success clears it', async () => {
    await fail('borrower2@demo.test', '10.2.0.2', 5);
    expect((await attempt('borrower2@demo.test', PASSWORD, '10.2.0.2')).statusCode).toBe(429);
    expect((await attempt('borrower2@demo.test', PASSWORD, '10.2.0.3')).statusCode).toBe(200);
    // The guessing address stays slowed; after its wait, a success there clears it too.
    expect((await attempt('borrower2@demo.test', PASSWORD, '10.2.0.2')).statusCode).toBe(429);
    clock += 30_000;
    expect((await attempt('borrower2@demo.test', PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    await fail('borrower2@demo.test', '10.2.0.2');
    const rows = await t.db.selectFrom('sign_in_failures').selectAll().execute();
    expect(rows.map((row) => [row.scope, row.failures]).sort()).toEqual([
      ['*', 1],
      ['10.2.0.2', 1],
    ]);
  });

  it('starts over a day after the last failure', async () => {
    await fail('broker@demo.test', '10.2.0.4', 5);
    clock += 24 * 3_600_000;
    // Counted on from 5, the second of these would already wait.
    await fail('broker@demo.test', '10.2.0.4', 4);
    expect((await attempt('broker@demo.test', PASSWORD, '10.2.0.4')).statusCode).toBe(200);
  });

  it('answers an address no account has exactly as one an account has', async () => {
    const answers = async (username: string, ip: string) => {
      const seen: [number, string | undefined, string][] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await attempt(username, 'Wrong-pass-1', ip);
        seen.push([
          response.statusCode,
          response.headers['retry-after'] as string | undefined,
          response.json().message,
        ]);
      }
      return seen;
    };
    const known = await answers('borrower@demo.test', '10.2.0.5');
    const unknown = await answers('nobody@demo.test', '10.2.0.6');
    expect(unknown).toEqual(known);
    expect(unknown.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Counted by the address's hash, as typed in any case or spacing; never the address itself.
    const rows = await t.db
      .selectFrom('sign_in_failures')
      .select(['login_key', 'scope', 'failures'])
      .where('login_key', '=', loginKey('  NoBody@demo.test '))
      .execute();
    expect(rows.map((row) => [row.scope, row.failures]).sort()).toEqual([
      ['*', 5],
      ['10.2.0.6', 5],
    ]);
    expect(
      JSON.stringify(await t.db.selectFrom('sign_in_failures').selectAll().execute()),
    ).not.toContain('nobody');
  });

  it('holds attempts at an address no account has as it holds a known one', async () => {
    for (let i = 1; i <= 22; i += 1) await fail('ghost@demo.test', `10.6.0.${i}`);
    expect(t.delays).toEqual([1000, 2000]);
  });
});

describe('per account, from every address', () => {
  it('after 20 failures, holds attempts from new addresses (1 s doubling, at most 10 s), never refuses', async () => {
    for (let i = 1; i <= 20; i += 1) await fail('wholesale@demo.test', `10.3.0.${i}`);
    expect(t.delays).toEqual([]);
    await fail('wholesale@demo.test', '10.3.1.1');
    await fail('wholesale@demo.test', '10.3.1.2');
    await fail('wholesale@demo.test', '10.3.1.3');
    for (let i = 0; i < 5; i += 1) await fail('wholesale@demo.test', `10.3.2.${i}`);
    expect(t.delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000]);
    // The hold counts from the last failure: a pause shortens it.
    clock += 4000;
    await fail('wholesale@demo.test', '10.3.2.9');
    expect(t.delays.at(-1)).toBe(6000);
  });

  it('lets the owner in from a new address after a storm from 50 addresses', async () => {
    for (let i = 1; i <= 50; i += 1) await fail('borrower@demo.test', `10.5.0.${i}`);
    const owner = await attempt('borrower@demo.test', PASSWORD, '10.5.9.9');
    expect(owner.statusCode).toBe(200);
    expect(t.delays.at(-1)).toBe(10_000);
    // Signed in: the every-address counter is cleared (the guessing addresses keep theirs).
    const everyAddress = await t.db
      .selectFrom('sign_in_failures')
      .selectAll()
      .where('scope', '=', '*')
      .execute();
    expect(everyAddress).toEqual([]);
  });

  it('never holds an address the account has signed in from', async () => {
    expect((await attempt('lead@demo.test', PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 25; i += 1) await fail('lead@demo.test', `10.4.1.${i}`);
    const held = t.delays.length;
    expect(held).toBe(5);
    expect((await attempt('lead@demo.test', PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect(t.delays).toHaveLength(held);
  });
});
