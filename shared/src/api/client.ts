// The one HTTP client of the portal: `${apiBaseUrl}/lima/api/<path>`, bearer token from the session
// store, failures thrown as ApiError. Every container's calls go through it.
// ky is loaded with the first call, not with the shell's entry: the sign-in page sends none before
// its form is submitted (its first-load budget), and a signed-in load asks for it at once
// (`loadApiClient`), beside the run-time files, so no call waits for it.
import type { HTTPError, KyInstance, KyRequest } from 'ky';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { useSession } from '../session/sessionStore';
import { ApiError } from './apiError';

export const sessionToken = (): string | null => useSession.getState().token;

/**
 * A request sent with the current session token was answered 401: the server ended the session
 * (revoked, expired). The user's page and drafts wait for them to sign in again.
 */
export const endSession = (): void => {
  if (sessionToken() !== null) useSession.getState().logout({ expired: true });
};

/** '' base → '/lima/api' (same origin). Read per request: the shell sets the config at boot. */
export const apiPrefix = (): string => `${getRuntimeConfig().apiBaseUrl}/lima/api`;

/** The prefix as an absolute URL: same-origin resolves against the page (fetch outside a page needs it). */
const absolutePrefix = (): string => {
  const page = globalThis.document?.baseURI ?? globalThis.location?.href;
  return page ? new URL(apiPrefix(), page).href : apiPrefix();
};

/** Authorization header value for a token. */
export const bearer = (token: string): string => `Bearer ${token}`;

/**
 * True when the request carried the current session token added by the client, not a token the
 * caller passed (link tokens, the employee token) and not a token that has since been renewed.
 */
const sentSessionToken = (request: KyRequest, callerHeaders: HeadersInit | undefined): boolean => {
  if (new Headers(callerHeaders).has('Authorization')) return false;
  const token = sessionToken();
  return token !== null && request.headers.get('Authorization') === bearer(token);
};

/** Time without an answer after which a call fails (document uploads of up to 20 MB). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The token renewal: its 401 keeps the session (the Session Expiring modal offers a retry). */
export const isRenewal = (url: string): boolean =>
  new URL(url, 'http://localhost').pathname.endsWith('/users/renewtoken');

/**
 * ky hands fetch a Request whose body it has cloned into a stream, which the browser then sends as
 * a streamed upload: one its developer tools (and the e2e suite) cannot show. The body is read back
 * into bytes, so each call goes out as an ordinary request.
 */
const sendWithBytes = async (input: Request | URL | string, init?: RequestInit) => {
  if (!(input instanceof Request) || input.body === null) return globalThis.fetch(input, init);
  return globalThis.fetch(input.url, {
    ...init,
    method: input.method,
    headers: input.headers,
    body: await input.arrayBuffer(),
    signal: input.signal,
    credentials: input.credentials,
  });
};

const createClient = ({ default: ky }: typeof import('ky')): KyInstance =>
  ky.create({
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
    fetch: sendWithBytes,
    hooks: {
      beforeRequest: [
        (request, options) => {
          // A caller may pass its own bearer (link tokens, the employee token), or send none.
          if (request.headers.has('Authorization') || options.context.anonymous) return;
          const token = sessionToken();
          if (token) request.headers.set('Authorization', bearer(token));
        },
      ],
    },
  });

let client: Promise<KyInstance> | undefined;

/** The client, its code loaded by the first caller (the shell asks early for a signed-in user). */
export const loadApiClient = (): Promise<KyInstance> => {
  if (!client) {
    // Named: the page's Link header preloads this chunk on a signed-in page's first load.
    client = import(/* webpackChunkName: "api-client" */ 'ky').then(createClient);
    // A failed load (the network blinked) is not kept: the next call loads it again.
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
};

export interface CallOptions {
  /** Explicit bearer token instead of the session's. */
  token?: string;
  /** Extra request headers (e.g. an Idempotency-Key); `token` wins over an Authorization here. */
  headers?: Record<string, string>;
  /**
   * No bearer at all, whoever is signed in at this browser: a public form's call, answered as a
   * visitor's (the public payoff request).
   */
  anonymous?: boolean;
}

export const headersFor = (options?: CallOptions): Record<string, string> | undefined =>
  options?.token || options?.headers
    ? {
        ...options.headers,
        ...(options.token ? { Authorization: bearer(options.token) } : {}),
      }
    : undefined;

/** Parses a response text as JSON; an empty text gives `undefined`. */
export const parseJsonText = (text: string, status: number): unknown => {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(status, 'Bad response from server.', {
      error: 'Invalid JSON',
      body: text,
      cause,
    });
  }
};

/** Reads a response body as JSON; an empty body gives `undefined`. */
const readJson = async (response: Response): Promise<unknown> =>
  parseJsonText(await response.text(), response.status);

/** An error answer's body: its JSON, else its text (a proxy's page). */
const errorBody = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isHTTPError = (error: Error): error is HTTPError => error.name === 'HTTPError';

/**
 * A call's failure as an ApiError: an HTTP error answer (ky's HTTPError) with the server's message;
 * no answer at all (a fetch that threw: a TypeError; ky's TimeoutError) as unreachable or timed out.
 */
const toApiError = async (error: unknown, callerHeaders: HeadersInit | undefined) => {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  if (!isHTTPError(error))
    return ApiError.noResponse(error.name === 'TimeoutError' ? 'timeout' : 'network', error);
  const { response, request } = error;
  // An expired or revoked session: log out, so the guard sends the user to sign-in. Not for the
  // renewal itself: its failure keeps the Session Expiring modal open with a retry, whatever the
  // status (spec §4, §8), until the countdown ends.
  if (
    response.status === 401 &&
    !isRenewal(request.url) &&
    sentSessionToken(request, callerHeaders)
  ) {
    endSession();
  }
  return ApiError.fromResponse(
    response.status,
    response.statusText,
    await errorBody(response),
    error,
  );
};

/** GET `path` (relative to /lima/api) and return its JSON body. */
export const getJson = async <T>(path: string, options?: CallOptions): Promise<T> => {
  const headers = headersFor(options);
  try {
    const response = await (
      await loadApiClient()
    ).get(path, {
      prefixUrl: absolutePrefix(),
      headers,
      context: { anonymous: options?.anonymous },
    });
    return (await readJson(response)) as T;
  } catch (error) {
    throw await toApiError(error, headers);
  }
};

/** POST `body` as JSON to `path` (relative to /lima/api) and return its JSON body. */
export const postJson = async <T>(
  path: string,
  body?: unknown,
  options?: CallOptions,
): Promise<T> => {
  const headers = headersFor(options);
  try {
    const response = await (
      await loadApiClient()
    ).post(path, {
      ...(body === undefined ? {} : { json: body }),
      prefixUrl: absolutePrefix(),
      headers,
      context: { anonymous: options?.anonymous },
    });
    return (await readJson(response)) as T;
  } catch (error) {
    throw await toApiError(error, headers);
  }
};
