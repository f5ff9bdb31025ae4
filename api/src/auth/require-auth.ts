// Bearer-token guard and the role guards built on it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { refuseWritesWhileViewing } from '../impersonation/guard';
import type { AppContext } from '../context';
import { SESSION_INVALID, sessionLimits, sessionProblem } from '../sessions/policy';
import { needsTouch, readSession, touchSession } from '../sessions/store';

export interface AuthAccount {
  id: string;
  email: string;
  name: string;
  accountType: string;
  isLead: boolean;
  /** The token is an Employee's own session. */
  employee: boolean;
  /** The employee impersonating this account, if any. */
  actorId: string | null;
  /** The server-side session (the token's sid). */
  sessionId: string;
  /** When the session signed in (epoch seconds). */
  authTime: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
  }
}

export const isCustomer = (account: AuthAccount): boolean =>
  account.accountType === CUSTOMER_ACCOUNT_TYPE;
const isEmployee = (account: AuthAccount): boolean => account.accountType === EMPLOYEE_ACCOUNT_TYPE;

/** The request's bearer token (a 401 without one). */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Authentication required.');
  return match[1];
}

/**
 * Reads the bearer token and checks its session with one query (the session and its account):
 * it exists, is not revoked, not idle for SESSION_IDLE_MINUTES, not SESSION_MAX_HOURS old. Its
 * last_seen_at is written at most once a minute. Any failure is a 401 saying why. The row may come
 * from the read cache (a write in this process empties it: a sign-out is seen at once). An
 * employee viewing the account gets a 403 on a route that may write (impersonation/guard.ts).
 */
export function requireAuth(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function requireAuthHandler(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    let claims;
    try {
      claims = await ctx.tokens.verify(token);
    } catch {
      throw unauthorized(SESSION_INVALID);
    }
    const limits = sessionLimits(ctx.now(), ctx.config);
    const cacheKey = `session:${claims.sid}`;
    // Owned by the account and the employee acting for it: either one's sign-out empties it.
    const row = await ctx.reads.read(cacheKey, { account: claims.sub, actor: claims.act }, () =>
      readSession(ctx.db, claims.sid),
    );
    if (!row || row.session_account_id !== claims.sub) throw unauthorized(SESSION_INVALID);
    const problem = sessionProblem(row, limits, ctx.config);
    if (problem) throw unauthorized(problem);
    if (needsTouch(row, limits.now)) {
      await touchSession(ctx.db, claims.sid, row, limits.now);
      ctx.reads.update(cacheKey, { ...row, last_seen_at: limits.now });
    }
    const account: AuthAccount = {
      id: row.id,
      email: row.email,
      name: row.name,
      accountType: row.account_type,
      isLead: row.is_lead,
      employee: claims.employee && row.actor_id === null,
      actorId: row.actor_id,
      sessionId: claims.sid,
      authTime: Math.floor(row.created_at.getTime() / 1000),
    };
    request.account = account;
    refuseWritesWhileViewing(request, account);
  };
}

/** The signed-in account (only inside routes guarded by requireAuth). */
export function accountOf(request: FastifyRequest): AuthAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!isCustomer(accountOf(request)))
    throw forbidden('This endpoint is for customer accounts; use the broker endpoint.');
}

export async function requireBroker(request: FastifyRequest): Promise<void> {
  if (isCustomer(accountOf(request)))
    throw forbidden('This endpoint is for broker accounts; use the customer endpoint.');
}

export async function requireNotLead(request: FastifyRequest): Promise<void> {
  if (accountOf(request).isLead)
    throw forbidden('Loan information is not available for this account yet.');
}

/** An employee signed in as themselves (not viewing someone's account): the operations views. */
export async function requireOwnEmployeeSession(request: FastifyRequest): Promise<void> {
  const account = accountOf(request);
  if (!isEmployee(account) || !account.employee)
    throw forbidden('Only employees can see the operations view.');
}

/**
 * The operations token (OPS_TOKEN) as a bearer token: the service credential of the release tool's
 * judge, never a person's session. Compared in constant time; without OPS_TOKEN set, refused.
 */
export function requireServiceToken(ctx: Pick<AppContext, 'config'>) {
  const expected = ctx.config.opsToken
    ? createHash('sha256').update(ctx.config.opsToken).digest()
    : null;
  return async function serviceToken(request: FastifyRequest): Promise<void> {
    if (!expected) throw new HttpError(503, 'The operations token is not configured (OPS_TOKEN).');
    const header = request.headers.authorization ?? '';
    const given = createHash('sha256')
      .update(header.startsWith('Bearer ') ? header.slice(7) : '')
      .digest();
    if (!timingSafeEqual(given, expected))
      throw unauthorized('A valid operations token is required.');
  };
}
