// The one error shape every API 4xx/5xx answers with (spec §7 leaves it to the server).
// A plain guard rather than a schema: the browser's HTTP client checks it on every failure and
// should not pull a validation library into the first load for three fields.

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** True when an unknown JSON body is the API's error shape. */
export const isApiErrorBody = (body: unknown): body is ApiErrorBody => {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, error, message } = body as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof error === 'string' && typeof message === 'string';
};
