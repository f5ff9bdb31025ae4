// The token of a setup or reset link: an HS256 JWT in the link's path whose audience (`aud`) is
// the account's email. The page only reads it (the server verifies it when the form is sent).
import { isEmail, type LinkTokenUse } from '@lender/contracts';

export interface LinkToken {
  /** The token as it came in the link: the bearer of the link's call. */
  token: string;
  /** The account's email: the token's audience. */
  email: string;
  /** What the link is for, when the token says. */
  use: LinkTokenUse | null;
}

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
};

const audienceOf = (claims: Record<string, unknown>): unknown =>
  Array.isArray(claims.aud) ? (claims.aud as unknown[])[0] : claims.aud;

/** The link's token read, or null when it is not a JWT whose audience is an email address. */
export function readLinkToken(token: string): LinkToken | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = decodeSegment(parts[1]);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  const email = audienceOf(record);
  if (typeof email !== 'string' || !isEmail(email)) return null;
  const use = record.use === 'setup' || record.use === 'reset' ? record.use : null;
  return { token: token.trim(), email: email.trim(), use };
}
