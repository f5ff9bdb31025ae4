// Client error reports and the ops view's summary.
import { eventually } from '../test/eventually';
import { createTestApp, type TestApp } from '../test/helpers';
import { CLIENT_ERROR_LIMIT } from './routes';

const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('client_errors').execute();
});

const report = (change: Record<string, unknown> = {}) => ({
  traceId: '0123456789abcdef',
  remote: 'mfe_deals',
  version: '0.1.0+abcdef0123',
  kind: 'load',
  message: 'https://deals.example/0.1.0+abcdef0123/remoteEntry.js answered 500',
  path: '/dashboard',
  ...change,
});
const send = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/lima/api/client-errors',
    payload: payload as object,
    remoteAddress: ip,
  });
const stored = () => t.db.selectFrom('client_errors').selectAll().execute();

describe('POST client-errors', () => {
  it('stores a report and logs it tagged remote@version with its trace id', async () => {
    lines.length = 0;
    expect((await send(report())).statusCode).toBe(204);
    expect(await stored()).toEqual([
      expect.objectContaining({ trace_id: '0123456789abcdef', remote: 'mfe_deals', kind: 'load' }),
    ]);
    await eventually(() =>
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'client error reported',
          traceId: '0123456789abcdef',
          remote: 'mfe_deals@0.1.0+abcdef0123',
        }),
      ),
    );
  });

  it.each([
    ['a trace id that is not 16 hex digits', { traceId: 'x' }],
    ['a remote that is not a container name', { remote: '<script>' }],
    ['an unknown kind', { kind: 'boom' }],
    ['a message over 500 characters', { message: 'a'.repeat(501) }],
    ['control characters', { message: 'a\u0000b' }],
    ['a path that is not a path', { path: 'javascript:alert(1)' }],
    ['a missing field', { message: undefined }],
  ])('refuses %s with 400 and stores nothing', async (_case, change) => {
    const response = await send(report(change));
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 4 kB with 413', async () => {
    expect((await send({ ...report(), padding: 'x'.repeat(5000) })).statusCode).toBe(413);
  });

  it('limits reports per address', async () => {
    for (let i = 0; i < CLIENT_ERROR_LIMIT; i += 1)
      expect((await send(report(), '10.9.9.9')).statusCode).toBe(204);
    expect((await send(report(), '10.9.9.9')).statusCode).toBe(429);
    expect((await send(report(), '10.9.9.8')).statusCode).toBe(204);
  });
});

describe('GET ops/remotes', () => {
  it('gives an employee the newest report per remote and the last day count', async () => {
    await send(report({ traceId: '1111111111111111', message: 'first' }));
    await send(report({ traceId: '2222222222222222', message: 'second', kind: 'render' }));
    await send(report({ traceId: '3333333333333333', remote: 'mfe_auth', version: null }));
    const token = await t.login('employee@demo.test');
    const response = await t.as(token, { method: 'GET', url: '/lima/api/ops/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.json().remotes).toEqual([
      expect.objectContaining({
        remote: 'mfe_auth',
        errorsLast24h: 1,
        lastError: expect.objectContaining({ traceId: '3333333333333333', version: null }),
      }),
      expect.objectContaining({
        remote: 'mfe_deals',
        errorsLast24h: 2,
        lastError: expect.objectContaining({
          traceId: '2222222222222222',
          kind: 'render',
          message: 'second',
          version: '0.1.0+abcdef0123',
        }),
      }),
    ]);
  });

  it('is for employees only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/lima/api/ops/remotes' })).statusCode).toBe(
      401,
    );
    const borrower = await t.login('borrower@demo.test');
    expect((await t.as(borrower, { method: 'GET', url: '/lima/api/ops/remotes' })).statusCode).toBe(
      403,
    );
  });
});

describe('with two API replicas on one database', () => {
  it('counts the per-address limit across both', async () => {
    const replica = await createTestApp({ db: t.db });
    try {
      const ip = '10.7.7.7';
      const sendTo = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/lima/api/client-errors',
          payload: report(),
          remoteAddress: ip,
        });
      for (let i = 0; i < CLIENT_ERROR_LIMIT; i += 1)
        expect((await sendTo(i % 2 ? replica : t)).statusCode).toBe(204);
      expect((await sendTo(replica)).statusCode).toBe(429);
      expect((await sendTo(t)).statusCode).toBe(429);
    } finally {
      await replica.close();
    }
  });
});
