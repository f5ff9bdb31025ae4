// Test helper: answers the API client's requests (globalThis.fetch) from a route table, so tests
// run the real @lender/shared client. Keys are 'METHOD path', path relative to /lima/api/.

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type ApiReply = { status?: number; body?: unknown } | Error;
export type ApiRoutes = Record<
  string,
  ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)
>;

export interface ApiMock {
  calls: ApiCall[];
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
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
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
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    calls,
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
