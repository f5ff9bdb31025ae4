import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { useSession } from '../session/sessionStore';
import { ApiError, UNREACHABLE_MESSAGE } from './apiError';
import { getJson, postJson } from './client';
import { mockApi, type ApiMock, type ApiRoutes } from '../testing/mockApi';

const API = 'http://localhost/lima/api';
/** Every request gets `reply`. */
const answer = (reply: ApiRoutes[string]): ApiMock => mockApi({ '*': reply });

let fetchMock: ApiMock;

afterEach(() => {
  fetchMock?.restore();
  resetRuntimeConfig();
  useSession.getState().logout();
});

describe('api client', () => {
  it('prefixes same-origin /lima/api and parses JSON', async () => {
    fetchMock = answer({ body: { ok: 1 } });
    await expect(getJson('deals/nav')).resolves.toEqual({ ok: 1 });
    expect(fetchMock.last().url).toBe(`${API}/deals/nav`);
    expect(fetchMock.last().method).toBe('GET');
  });

  it('uses the runtime apiBaseUrl', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.lender.test/' });
    fetchMock = answer({ body: {} });
    await postJson('users/validate', { a: 1 });
    expect(fetchMock.last().url).toBe('https://api.lender.test/lima/api/users/validate');
    expect(fetchMock.last().body).toEqual({ a: 1 });
    expect(fetchMock.last().headers.get('content-type')).toBe('application/json');
  });

  it('sends the session token as bearer, and no header when signed out', async () => {
    fetchMock = answer({ body: {} });
    await getJson('x');
    expect(fetchMock.last().authorization).toBeNull();
    useSession.getState().setToken('tok-1');
    await getJson('x');
    expect(fetchMock.last().authorization).toBe('Bearer tok-1');
  });

  it('lets a call pass its own bearer', async () => {
    useSession.getState().setToken('session-token');
    fetchMock = answer({ body: {} });
    await postJson('users/createpassword', { password: 'x' }, { token: 'link-token' });
    expect(fetchMock.last().authorization).toBe('Bearer link-token');
  });

  it('sends no bearer for an anonymous call (a public form), even when signed in', async () => {
    useSession.getState().setToken('session-token');
    fetchMock = answer({ body: {} });
    await postJson('payoff-request', { a: 1 }, { anonymous: true });
    expect(fetchMock.last().authorization).toBeNull();
    await getJson('x', { anonymous: true });
    expect(fetchMock.last().authorization).toBeNull();
    await postJson('x', {});
    expect(fetchMock.last().authorization).toBe('Bearer session-token');
  });

  it('sends extra headers a call passes (an idempotency key), the bearer still added', async () => {
    useSession.getState().setToken('session-token');
    fetchMock = answer({ body: {} });
    await postJson('process-chargent-order', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock.last().headers.get('idempotency-key')).toBe('k-1');
    expect(fetchMock.last().authorization).toBe('Bearer session-token');
    await postJson('x', {}, { token: 'link-token', headers: { Authorization: 'Bearer other' } });
    expect(fetchMock.last().authorization).toBe('Bearer link-token');
  });

  it('maps the API error shape to ApiError(status, message)', async () => {
    fetchMock = answer({
      status: 403,
      statusText: 'Forbidden',
      body: { statusCode: 403, error: 'Forbidden', message: 'Not your deal.' },
    });
    const error: unknown = await getJson('deals/funded').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, error: 'Forbidden', message: 'Not your deal.' });
  });

  it('maps other failures to ApiError with the text or status text', async () => {
    fetchMock = answer({ status: 502, statusText: 'Bad Gateway', raw: 'upstream down' });
    await expect(getJson('x')).rejects.toMatchObject({ status: 502, message: 'upstream down' });
    fetchMock.restore();
    fetchMock = answer({ status: 500, statusText: 'Internal Server Error', raw: '' });
    await expect(getJson('x')).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
  });

  it('maps a network failure to ApiError status 0 with a sentence for the user, not the URL', async () => {
    fetchMock = answer(new TypeError('fetch failed'));
    const error: unknown = await getJson('deals/inprocess?limit=50').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(UNREACHABLE_MESSAGE);
    expect((error as ApiError).message).not.toMatch(/http|deals/);
    expect((error as ApiError).cause).toBeInstanceOf(Error);
  });

  it('does not retry', async () => {
    fetchMock = answer({
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'later' },
    });
    await expect(getJson('x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.calls).toHaveLength(1);
  });

  it('returns undefined for an empty body and rejects invalid JSON', async () => {
    fetchMock = answer({ status: 204 });
    await expect(postJson('x')).resolves.toBeUndefined();
    expect(fetchMock.last().body).toBeUndefined();
    fetchMock.restore();
    fetchMock = answer({ raw: '<html>' });
    await expect(getJson('x')).rejects.toMatchObject({ message: 'Bad response from server.' });
  });

  describe('a 401 answer', () => {
    const unauthorized = {
      status: 401,
      statusText: 'Unauthorized',
      body: { statusCode: 401, error: 'Unauthorized', message: 'Session expired.' },
    };
    const signIn = () => {
      useSession.setState({ token: 'tok-1', accountType: 'CustomerAccount', userId: 'c1' });
    };

    it('to the session token logs the session out', async () => {
      signIn();
      fetchMock = answer(unauthorized);
      await expect(getJson('deals/nav')).rejects.toMatchObject({
        status: 401,
        message: 'Session expired.',
      });
      expect(useSession.getState().token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('to an explicit token (link, employee) keeps the session', async () => {
      signIn();
      fetchMock = answer(unauthorized);
      await expect(
        postJson('users/createpassword', { password: 'x' }, { token: 'link-token' }),
      ).rejects.toMatchObject({ status: 401 });
      expect(useSession.getState().token).toBe('tok-1');
    });

    it('to a token renewed meanwhile keeps the renewed session', async () => {
      signIn();
      fetchMock = answer(() => {
        useSession.getState().setToken('tok-2');
        return unauthorized;
      });
      await expect(getJson('x')).rejects.toMatchObject({ status: 401 });
      expect(useSession.getState().token).toBe('tok-2');
    });

    it('to the token renewal keeps the session (the modal offers a retry)', async () => {
      signIn();
      fetchMock = answer(unauthorized);
      await expect(postJson('users/renewtoken', { email: 'a@b.test' })).rejects.toMatchObject({
        status: 401,
      });
      expect(useSession.getState().token).toBe('tok-1');
    });

    it('other statuses keep the session', async () => {
      signIn();
      fetchMock = answer({ ...unauthorized, status: 403, statusText: 'Forbidden' });
      await expect(getJson('x')).rejects.toMatchObject({ status: 403 });
      expect(useSession.getState().token).toBe('tok-1');
    });
  });
});
