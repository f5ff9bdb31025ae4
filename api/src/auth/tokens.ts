// Session tokens: HS256 JWTs signed with JWT_SECRET (jose).
// Claims: sub = account id, email, accountType, use = 'session', exp; an Employee's own
// session also carries employee: true (the client stores it as employeeToken).
import { jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'lender-portal';
export const EMPLOYEE_TYPE = 'Employee';

export interface SessionClaims {
  sub: string;
  email: string;
  accountType: string;
  employee: boolean;
  /** Set on impersonation tokens: the employee acting as this account. */
  act?: string;
}

export interface TokenSubject {
  id: string;
  email: string;
  accountType: string;
}

export interface TokenService {
  sign(subject: TokenSubject, options?: { actorId?: string }): Promise<string>;
  /** Throws on a bad signature, a wrong kind of token or an expired one. */
  verify(token: string): Promise<SessionClaims>;
}

export function createTokenService(options: {
  secret: string;
  ttlMinutes: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);

  return {
    async sign(subject, signOptions = {}) {
      const issuedAt = seconds();
      const claims: Record<string, unknown> = {
        email: subject.email,
        accountType: subject.accountType,
        use: 'session',
      };
      if (subject.accountType === EMPLOYEE_TYPE && !signOptions.actorId) claims.employee = true;
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
      };
    },
  };
}
