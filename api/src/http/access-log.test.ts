// One access line per request: method, URL (tokens redacted), status and time; nothing else.
import { createTestApp, type TestApp } from '../test/helpers';
import { accessLevel, SLOW_REQUEST_MS } from './access-log';

const lines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

it('logs each request once, when it is answered, with its status and time', async () => {
  lines.length = 0;
  await t.app.inject({
    method: 'GET',
    url: '/lima/api/health?token=secret-value&access_token=secret-value&page=2',
  });
  await t.app.inject({ method: 'GET', url: '/lima/api/deals/inprocess' });
  const access = lines.filter((line) => line.msg === 'request completed');
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  expect(access).toHaveLength(2);
  expect(access[0]).toMatchObject({
    req: {
      method: 'GET',
      url: '/lima/api/health?token=[redacted]&access_token=[redacted]&page=2',
    },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(access[1]).toMatchObject({
    req: { url: '/lima/api/deals/inprocess' },
    res: { statusCode: 401 },
  });
  expect(JSON.stringify(lines)).not.toContain('secret-value');
});

it("logs no request's headers or body: no token, password or card number", async () => {
  lines.length = 0;
  const token = await t.login('borrower@demo.test');
  const card = { CardNumber: '4111 1111 1111 1111', CardSecurity: '737', dealId: 'D1001' };
  await t.as(token, { method: 'POST', url: '/lima/api/process-chargent-order', payload: card });
  // Refused as malformed JSON, with the body's text in hand.
  await t.as(token, {
    method: 'POST',
    url: '/lima/api/process-chargent-order',
    headers: { 'content-type': 'application/json' },
    payload: '{"CardNumber":"4111 1111 1111 1111",',
  });
  await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username: 'borrower@demo.test', password: 'not-the-password-9' },
  });
  await t.app.inject({
    method: 'GET',
    url: '/lima/api/deals/inprocess',
    headers: { authorization: 'Bearer not-a-real-token-value' },
  });
  const logged = JSON.stringify(lines);
  expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(5);
  for (const secret of [token, '4111 1111 1111 1111', '"737"', 'not-the-password-9'])
    expect(logged).not.toContain(secret);
  expect(logged).not.toContain('not-a-real-token-value');
});

it('logs errors, refusals and slow answers above info, and a 401 at info', () => {
  expect(accessLevel(500, 3)).toBe('error');
  expect(accessLevel(503, 3)).toBe('error');
  expect(accessLevel(400, 3)).toBe('warn');
  expect(accessLevel(404, 3)).toBe('warn');
  expect(accessLevel(429, 3)).toBe('warn');
  expect(accessLevel(401, 3)).toBe('info');
  expect(accessLevel(200, SLOW_REQUEST_MS - 1)).toBe('info');
  expect(accessLevel(200, SLOW_REQUEST_MS)).toBe('warn');
  expect(accessLevel(401, SLOW_REQUEST_MS)).toBe('warn');
});

it('at warn, logs the refused request and not the answered one', async () => {
  const quiet: Record<string, unknown>[] = [];
  const app = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void quiet.push(JSON.parse(line)) },
  });
  try {
    await app.app.inject({ method: 'GET', url: '/lima/api/health' });
    await app.app.inject({ method: 'GET', url: '/lima/api/deals/inprocess' });
    await app.app.inject({ method: 'GET', url: '/lima/api/no-such-route' });
    const access = quiet.filter((line) => line.msg === 'request completed');
    expect(access).toEqual([
      expect.objectContaining({
        level: 40,
        req: expect.objectContaining({ url: '/lima/api/no-such-route' }),
        res: { statusCode: 404 },
      }),
    ]);
    expect(access[0]).toHaveProperty('reqId');
  } finally {
    await app.close();
  }
});
