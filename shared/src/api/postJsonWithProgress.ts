// postJson with upload progress. ky reports upload progress only through request streams, which
// Chromium sends over HTTP/2 alone; XMLHttpRequest reports it over HTTP/1.1 too. Same contract as
// postJson: the /lima/api prefix, the session's bearer, a 401 to the session token ends the
// session, failures thrown as ApiError.
import { ApiError } from './apiError';
import {
  REQUEST_TIMEOUT_MS,
  apiPrefix,
  bearer,
  endSession,
  headersFor,
  isRenewal,
  parseJsonText,
  postJson,
  sessionToken,
  type CallOptions,
} from './client';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

/** The body of an error answer: its JSON when it is JSON, else its text. */
const errorBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * POST `body` as JSON to `path` (relative to /lima/api), calling `onProgress` as the body goes
 * out, and return the answer's JSON. The call fails when nothing moves for REQUEST_TIMEOUT_MS
 * (a slow 20 MB upload that keeps sending does not). Without XMLHttpRequest (Node) it is postJson,
 * reporting the whole body sent once answered.
 */
export const postJsonWithProgress = <T>(
  path: string,
  body: unknown,
  onProgress: (progress: UploadProgress) => void,
  options?: CallOptions,
): Promise<T> => {
  const payload = JSON.stringify(body);
  if (typeof XMLHttpRequest === 'undefined') {
    return postJson<T>(path, body, options).then((answer) => {
      onProgress({ loaded: payload.length, total: payload.length });
      return answer;
    });
  }
  return new Promise<T>((resolve, reject) => {
    const url = `${apiPrefix()}/${path.replace(/^\/+/, '')}`;
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillMoving = () => {
      clearTimeout(idle);
      idle = setTimeout(() => xhr.abort(), REQUEST_TIMEOUT_MS);
    };
    const fail = (error: ApiError) => {
      clearTimeout(idle);
      reject(error);
    };

    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    const callerHeaders = headersFor(options) ?? {};
    for (const [name, value] of Object.entries(callerHeaders)) xhr.setRequestHeader(name, value);
    const callerBearer = Object.keys(callerHeaders).some(
      (name) => name.toLowerCase() === 'authorization',
    );
    const sentToken = callerBearer || options?.anonymous === true ? null : sessionToken();
    if (sentToken) xhr.setRequestHeader('Authorization', bearer(sentToken));

    xhr.upload.addEventListener('progress', (event) => {
      stillMoving();
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    // The body is all out (some engines give no computable progress before that).
    xhr.upload.addEventListener('load', (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : payload.length;
      onProgress({ loaded: total, total });
    });
    xhr.onprogress = stillMoving;
    xhr.onerror = () => fail(ApiError.noResponse('network'));
    xhr.onabort = () => fail(ApiError.noResponse('timeout'));
    xhr.onload = () => {
      clearTimeout(idle);
      const { status, statusText, responseText } = xhr;
      if (status >= 200 && status < 300) {
        try {
          resolve(parseJsonText(responseText, status) as T);
        } catch (error) {
          reject(error as ApiError);
        }
        return;
      }
      // Sent with the session token, and still the current one (not renewed meanwhile).
      if (status === 401 && sentToken !== null && sentToken === sessionToken() && !isRenewal(url))
        endSession();
      reject(ApiError.fromResponse(status, statusText, errorBody(responseText)));
    };

    stillMoving();
    xhr.send(payload);
  });
};
