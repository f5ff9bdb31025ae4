// A URL as the access log writes it: the value of every token-like query parameter (token,
// access_token, id_token, refresh_token, code, key, api_key, signature, sig, jwt, secret,
// password, X-Amz-Credential, ...) replaced, and any JWT-shaped value wherever it appears.
// docker/nginx/access-log.conf applies the same rule to nginx's access log.

/** A parameter whose name ends with one of these words (any case) carries a secret. */
const SECRET_PARAM =
  /(?:token|jwt|code|key|sig|signature|secret|password|passwd|auth|credential|session)$/i;
const JWT_LIKE = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = (query === -1 ? url : url.slice(0, query)).replace(JWT_LIKE, REDACTED);
  if (query === -1) return path;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=');
      if (equals === -1) return param.replace(JWT_LIKE, REDACTED);
      const name = param.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      const value = SECRET_PARAM.test(decoded) ? REDACTED : param.slice(equals + 1);
      return `${name}=${value.replace(JWT_LIKE, REDACTED)}`;
    });
  return `${path}?${params.join('&')}`;
}
