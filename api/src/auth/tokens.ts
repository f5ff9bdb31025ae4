// Session tokens: HS256 JWTs signed with JWT_SECRET (jose).
// Claims: sub = account id, email, accountType, use = 'session', exp, and auth_time = when the user
// signed in (epoch seconds; kept by every renewal, so a session cannot be renewed for ever); an
// Employee's own session also carries employee: true (the client stores it as employeeToken).
import { EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export const ISSUER = 'lender-portal';

export interface SessionClaims {
  sub: string;
  email: string;
  accountType: string;
  employee: boolean;
  /** Set on impersonation tokens: the employee acting as this account. */
  act?: string;
  /** When the user signed in (epoch seconds); tokens without the claim count from their `iat`. */
  authTime: number;
}

export interface SignOptions {
  /** The employee acting as this account (impersonation). */
  actorId?: string;
  /** The original sign-in time (epoch seconds) of a renewed session; default: now. */
  authTime?: number;
}

export interface TokenSubject {
  id: string;
  email: string;
  accountType: string;
}

export interface TokenService {
  sign(subject: TokenSubject, options?: SignOptions): Promise<string>;
  /** Throws on a bad signature, a wrong kind of token or an expired one. */
  verify(token: string): Promise<SessionClaims>;
  /** True once a session signed in at `authTime` (epoch seconds) may no longer be renewed. */
  isPastMaxAge(authTime: number): boolean;
}

/** auth_time, else iat (tokens from before the claim existed), else 0 (so: too old to renew). */
const authTimeOf = (payload: JWTPayload): number => {
  const value = payload.auth_time ?? payload.iat;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

export function createTokenService(options: {
  secret: string;
  ttlMinutes: number;
  /** Longest time from sign-in during which a session may be renewed (config default: 12). */
  sessionMaxHours: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const maxAgeSeconds = options.sessionMaxHours * 3600;

  return {
    async sign(subject, signOptions = {}) {
      const issuedAt = seconds();
      const claims: Record<string, unknown> = {
        email: subject.email,
        accountType: subject.accountType,
        use: 'session',
        auth_time: signOptions.authTime ?? issuedAt,
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
      return {
        sub: payload.sub as string,
        email: payload.email,
        accountType: payload.accountType,
        employee: payload.employee === true,
        ...(typeof payload.act === 'string' ? { act: payload.act } : {}),
        authTime: authTimeOf(payload),
      };
    },

    isPastMaxAge(authTime) {
      return seconds() - authTime >= maxAgeSeconds;
    },
  };
}
