// Session tokens: HS256 JWTs signed with JWT_SECRET (jose).
// Claims: sub = account id, email, name, accountType, use = 'session', sid = the server-side
// session (table sessions; every call checks it), auth_time = when the user signed in (epoch
// seconds), exp. An Employee's own session also carries employee: true (the client stores it as
// employeeToken and restores the employee from its claims); an impersonation token carries
// act = the employee's account id instead.
import { EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';
import { jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'lender-portal';

interface SessionClaims {
  sub: string;
  email: string;
  accountType: string;
  /** The server-side session this token belongs to. */
  sid: string;
  employee: boolean;
  /** Set on impersonation tokens: the employee acting as this account. */
  act?: string;
}

interface SignOptions {
  sessionId: string;
  /** The session's sign-in time (epoch seconds). */
  authTime: number;
  /** The employee acting as this account (impersonation). */
  actorId?: string;
}

interface TokenSubject {
  id: string;
  email: string;
  name: string;
  accountType: string;
}

export interface TokenService {
  sign(subject: TokenSubject, options: SignOptions): Promise<string>;
  /** Throws on a bad signature, a wrong kind of token, a token without a session, or an expired one. */
  verify(token: string): Promise<SessionClaims>;
}

/** Verified tokens remembered; more empties the memory (tokens live TOKEN_TTL_MINUTES). */
const MAX_VERIFIED = 10_000;

export function createTokenService(options: {
  secret: string;
  ttlMinutes: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  // A token's signature and claims never change: once checked, only its expiry needs checking
  // again (the session behind it is read on every call regardless).
  const verified = new Map<string, { claims: SessionClaims; exp: number }>();

  return {
    async sign(subject, signOptions) {
      const issuedAt = seconds();
      const claims: Record<string, unknown> = {
        email: subject.email,
        name: subject.name,
        accountType: subject.accountType,
        use: 'session',
        sid: signOptions.sessionId,
        auth_time: signOptions.authTime,
      };
      if (subject.accountType === EMPLOYEE_ACCOUNT_TYPE && !signOptions.actorId)
        claims.employee = true;
      if (signOptions.actorId) claims.act = signOptions.actorId;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlMinutes * 60)
        .sign(key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > seconds()) return known.claims;
        verified.delete(token);
      }
      const checked = await verifySignature(token);
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, checked);
      return checked.claims;
    },
  };

  async function verifySignature(token: string): Promise<{ claims: SessionClaims; exp: number }> {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(now()),
      requiredClaims: ['sub', 'exp'],
    });
    if (
      payload.use !== 'session' ||
      typeof payload.email !== 'string' ||
      typeof payload.accountType !== 'string'
    ) {
      throw new Error('not a session token');
    }
    // Tokens from before server-side sessions cannot be revoked: they are refused.
    if (typeof payload.sid !== 'string' || payload.sid === '') throw new Error('no session');
    return {
      exp: payload.exp as number,
      claims: {
        sub: payload.sub as string,
        email: payload.email,
        accountType: payload.accountType,
        sid: payload.sid,
        employee: payload.employee === true,
        ...(typeof payload.act === 'string' ? { act: payload.act } : {}),
      },
    };
  }
}
