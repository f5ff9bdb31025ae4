// jsdom's XMLHttpRequest against a real local HTTP/1.1 server: the same answers postJson gets.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { useSession } from '../session/sessionStore';
import { ApiError, TIMED_OUT_MESSAGE } from './apiError';
import { REQUEST_TIMEOUT_MS } from './client';
import { mockApi } from '../testing/mockApi';
import { postJsonWithProgress, type UploadProgress } from './postJsonWithProgress';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (request: Received, response: ServerResponse) => void;

let server: Server;
let handler: Handler;
const received: Received[] = [];

const json = (status: number, body: unknown, statusText?: string): Handler => {
  return (_request, response) => {
    response.writeHead(status, statusText, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
};

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's page is http://localhost/: the server is another origin, as the API may be.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(call);
      handler(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

beforeEach(() => {
  received.length = 0;
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
});

afterEach(() => {
  resetRuntimeConfig();
  useSession.getState().logout();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = (): Received => {
  const call = received.at(-1);
  if (!call) throw new Error('no request reached the server');
  return call;
};

describe('postJsonWithProgress', () => {
  it('posts JSON under /lima/api with the session bearer and returns the answer', async () => {
    useSession.getState().setToken('tok-1');
    handler = json(200, { url: '/lima/api/deals/documents/1' });
    const progress: UploadProgress[] = [];
    const answer = await postJsonWithProgress(
      'deals/uploaddocument',
      { rentrollfilename: 'a.pdf', rentrollfiledata: 'x'.repeat(200_000) },
      (event) => progress.push(event),
    );
    expect(answer).toEqual({ url: '/lima/api/deals/documents/1' });
    expect(last().method).toBe('POST');
    expect(last().url).toBe('/lima/api/deals/uploaddocument');
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(last().body)).toMatchObject({ rentrollfilename: 'a.pdf' });
    // jsdom reports the end of the upload only; browsers report steps on the way too.
    expect(progress.at(-1)).toEqual({ loaded: last().body.length, total: last().body.length });
  });

  it('sends no bearer when signed out, the caller’s own token and extra headers', async () => {
    handler = json(200, {});
    await postJsonWithProgress('x', {}, () => undefined);
    expect(last().headers.authorization).toBeUndefined();
    useSession.getState().setToken('session-token');
    await postJsonWithProgress('x', {}, () => undefined, {
      token: 'link-token',
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(last().headers.authorization).toBe('Bearer link-token');
    expect(last().headers['idempotency-key']).toBe('key-1');
    await postJsonWithProgress('x', {}, () => undefined, { anonymous: true });
    expect(last().headers.authorization).toBeUndefined();
  });

  it('returns undefined for an empty answer and refuses invalid JSON', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(postJsonWithProgress('x', {}, () => undefined)).resolves.toBeUndefined();
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>');
    };
    await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
      status: 200,
      message: 'Bad response from server.',
    });
  });

  it('maps the API error shape to ApiError(status, message)', async () => {
    handler = json(
      413,
      { statusCode: 413, error: 'Payload Too Large', message: 'File size too large.' },
      'Payload Too Large',
    );
    const error: unknown = await postJsonWithProgress('x', {}, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      error: 'Payload Too Large',
      message: 'File size too large.',
    });
  });

  it('maps other failures to ApiError with the text or the status text', async () => {
    handler = (_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      response.end('upstream down');
    };
    await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
      status: 502,
      message: 'upstream down',
    });
    handler = (_request, response) => {
      response.writeHead(500, 'Internal Server Error');
      response.end();
    };
    await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
  });

  it('maps a network failure to ApiError status 0', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom logs the refusal
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:1' });
    const error: unknown = await postJsonWithProgress('x', {}, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    jest.restoreAllMocks();
  });

  it('fails with ApiError status 0 when nothing moves for a minute', async () => {
    handler = () => undefined; // never answers
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const call = postJsonWithProgress('x', {}, () => undefined).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await call).toMatchObject({ status: 0, message: TIMED_OUT_MESSAGE });
    } finally {
      jest.useRealTimers();
    }
  });

  it('without XMLHttpRequest (Node) posts through fetch and reports the whole body sent', async () => {
    const xhr = globalThis.XMLHttpRequest;
    Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
    const fetchMock = mockApi({ 'POST deals/uploaddocument': { body: { url: '/u' } } });
    try {
      const progress: UploadProgress[] = [];
      const answer = await postJsonWithProgress(
        'deals/uploaddocument',
        { a: 'bc' },
        (event) => progress.push(event),
        { headers: { 'Idempotency-Key': 'k' } },
      );
      expect(answer).toEqual({ url: '/u' });
      expect(fetchMock.last().body).toEqual({ a: 'bc' });
      expect(fetchMock.last().headers.get('idempotency-key')).toBe('k');
      expect(progress).toEqual([{ loaded: 10, total: 10 }]);
    } finally {
      fetchMock.restore();
      globalThis.XMLHttpRequest = xhr;
    }
  });

  describe('a 401 answer', () => {
    const unauthorized = json(
      401,
      { statusCode: 401, error: 'Unauthorized', message: 'Session expired.' },
      'Unauthorized',
    );
    const signIn = () =>
      useSession.setState({ token: 'tok-1', accountType: 'CustomerAccount', userId: 'c1' });

    it('to the session token logs the session out', async () => {
      signIn();
      handler = unauthorized;
      await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
        status: 401,
        message: 'Session expired.',
      });
      expect(useSession.getState().token).toBeNull();
    });

    it('to an explicit token keeps the session', async () => {
      signIn();
      handler = unauthorized;
      await expect(
        postJsonWithProgress('x', {}, () => undefined, { token: 'link-token' }),
      ).rejects.toMatchObject({ status: 401 });
      expect(useSession.getState().token).toBe('tok-1');
    });

    it('to a token renewed meanwhile keeps the renewed session', async () => {
      signIn();
      handler = (request, response) => {
        useSession.getState().setToken('tok-2');
        unauthorized(request, response);
      };
      await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
        status: 401,
      });
      expect(useSession.getState().token).toBe('tok-2');
    });

    it('other statuses keep the session', async () => {
      signIn();
      handler = json(403, { statusCode: 403, error: 'Forbidden', message: 'Not yours.' });
      await expect(postJsonWithProgress('x', {}, () => undefined)).rejects.toMatchObject({
        status: 403,
      });
      expect(useSession.getState().token).toBe('tok-1');
    });
  });
});
