// Tests: a JWT-shaped link token with the given claims, unsigned (the pages read, never verify).
const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fakeLinkToken = (claims: Record<string, unknown>): string =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.c2ln`;

export { base64url };
