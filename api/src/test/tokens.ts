// Hand-made tokens for negative tests, and the tests' own signing secret.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/** A fresh secret per test process: no test depends on a secret printed in the repository. */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

/** A correctly signed session token that expired a minute ago. */
export async function expiredToken(
  sub: string,
  email: string,
  accountType: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, accountType, use: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('lender-portal')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/** A correctly signed, unexpired session token of the shape before server-side sessions (no sid). */
export async function tokenWithoutSession(
  sub: string,
  email: string,
  accountType: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, accountType, use: 'session', auth_time: now - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('lender-portal')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 20 * 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}
