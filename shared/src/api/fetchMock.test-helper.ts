// Test helper: replaces globalThis.fetch and records each request the API client sends.

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  /** Parsed JSON body, or undefined when the request had none. */
  body: unknown;
}

export interface FetchMock {
  calls: RecordedRequest[];
  /** The only (or last) request. */
  last: () => RecordedRequest;
  restore: () => void;
}

type Reply = { status?: number; body?: unknown; raw?: string; statusText?: string } | Error;

/** Answers every request with `reply` (or with the result of `reply(request)`). */
export const mockFetch = (reply: Reply | ((request: RecordedRequest) => Reply)): FetchMock => {
  const original = globalThis.fetch;
  const calls: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(recorded);
    const answer = typeof reply === 'function' ? reply(recorded) : reply;
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const payload = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(status === 204 ? null : payload, {
      status,
      statusText: answer.statusText ?? '',
      headers:
        answer.raw === undefined
          ? { 'content-type': 'application/json' }
          : { 'content-type': 'text/plain' },
    });
  }) as typeof fetch;
  return {
    calls,
    last: () => {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('no request was sent');
      return call;
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
};

export const API = 'http://localhost/lima/api';
