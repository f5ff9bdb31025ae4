import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CORS_ORIGINS: 'http://localhost:3000', PAYMENT_URL: 'https://pay.example.org/loans' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('app', () => {
  it('has a health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lima/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lima/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /lima/api/nope not found.',
    });
  });

  it('answers a malformed URL with 400 in the error shape, with no extra fields', async () => {
    for (const url of ['/lima/api/deals/%E0%A4%A', '/lima/api/%zz?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request URL is not valid.',
      });
    }
  });

  it('answers a NUL anywhere in the URL with 400', async () => {
    for (const url of ['/lima/api/deals/nav?x=%00', '/lima/api/nope%00']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request URL is not valid.');
    }
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lima/api/users/validate',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('allows configured origins only', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/lima/api/deals/nav',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    // The card form's double-submit guard travels in its own header.
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
    const other = await t.app.inject({
      method: 'GET',
      url: '/lima/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('every answer has a restrictive CSP, no referrer and no framing', async () => {
    for (const url of ['/lima/api/health', '/lima/api/nope', '/lima/api/%zz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'content-security-policy':
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ db: t.db, env: { TRUST_PROXY: 'loopback' } });
    try {
      const health = (remoteAddress: string, proto: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/lima/api/health',
          headers: { 'x-forwarded-proto': proto },
          remoteAddress,
        });
      expect((await health('127.0.0.1', 'https')).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(
        (await health('127.0.0.1', 'http')).headers['strict-transport-security'],
      ).toBeUndefined();
      expect(
        (await health('10.9.8.7', 'https')).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await proxied.app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const ipOfLogin = async (env: Record<string, string>, remoteAddress: string) => {
    const app = await createTestApp({ env, db: t.db });
    try {
      await app.app.inject({
        method: 'POST',
        url: '/lima/api/users/validate',
        payload: { username: 'nobody@demo.test', password: 'x' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
        remoteAddress,
      });
      const row = await t.db
        .selectFrom('audit_log')
        .select('ip')
        .where('action', '=', 'login.failed')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.ip;
    } finally {
      await app.app.close();
    }
  };

  it('believes X-Forwarded-For from the listed proxies or hops only', async () => {
    expect(await ipOfLogin({ TRUST_PROXY: 'loopback' }, '127.0.0.1')).toBe('203.0.113.7');
    expect(await ipOfLogin({ TRUST_PROXY: 'loopback' }, '10.1.2.3')).toBe('10.1.2.3');
    expect(await ipOfLogin({ TRUST_PROXY: '10.0.0.0/8' }, '10.1.2.3')).toBe('203.0.113.7');
    expect(await ipOfLogin({ TRUST_PROXY: '1' }, '10.1.2.3')).toBe('203.0.113.7');
    expect(await ipOfLogin({}, '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('GET makepayment', () => {
  it('returns the payment page URL', async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, { method: 'GET', url: '/lima/api/makepayment' });
    expect(response.json()).toEqual({ url: 'https://pay.example.org/loans' });
  });

  it('refuses leads and anonymous callers', async () => {
    expect(
      (await t.as(await t.login('lead@demo.test'), { method: 'GET', url: '/lima/api/makepayment' }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/lima/api/makepayment' })).statusCode).toBe(
      401,
    );
  });
});
