// Test helper: the one fetch stub of the browser packages' tests. It answers the API client's
// requests (globalThis.fetch) from a route table, so tests run the real @lender/shared client.
// Keys are 'METHOD path', path relative to /lima/api/; '*' answers any other request.

export interface ApiCall {
  url: string;
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  authorization: string | null;
}

/** `body` is sent as JSON; `raw` as it is (a non-JSON answer). */
export type ApiReply =
  { status?: number; statusText?: string; body?: unknown; raw?: string } | Error;
export type ApiRoutes = Record<
  string,
  ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)
>;

export interface ApiMock {
  calls: ApiCall[];
  /** The latest call (throws when there was none). */
  last: () => ApiCall;
  /** The calls to one 'METHOD path'. */
  callsTo: (key: string) => ApiCall[];
  restore: () => void;
}

const PREFIX = '/lima/api/';

export const mockApi = (routes: ApiRoutes): ApiMock => {
  const original = globalThis.fetch;
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const sent = await request.text();
    const call: ApiCall = {
      url: request.url,
      method: request.method,
      path: url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname,
      body: sent === '' ? undefined : (JSON.parse(sent) as unknown),
      headers: request.headers,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes['*'];
    const reply: ApiReply = route
      ? await (typeof route === 'function' ? route(call) : route)
      : {
          status: 404,
          body: {
            statusCode: 404,
            error: 'Not Found',
            message: `No route ${call.method} ${call.path}`,
          },
        };
    if (reply instanceof Error) throw reply;
    const answer = reply.raw ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : answer, {
      status,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': reply.raw === undefined ? 'application/json' : 'text/plain' },
    });
  }) as typeof fetch;
  return {
    calls,
    last: () => {
      const call = calls.at(-1);
      if (!call) throw new Error('no API call was made');
      return call;
    },
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
};

/** An answer in the API's error shape. */
export const apiError = (status: number, message: string): ApiReply => ({
  status,
  body: {
    statusCode: status,
    error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
    message,
  },
});
