// Bearer-token guard and the role guards built on it.
import { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { AppContext } from '../http/context';

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
  /** When the session signed in (epoch seconds; the token's auth_time). */
  authTime: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
  }
}

export const isCustomer = (account: AuthAccount): boolean =>
  account.accountType === CUSTOMER_ACCOUNT_TYPE;
export const isEmployee = (account: AuthAccount): boolean =>
  account.accountType === EMPLOYEE_ACCOUNT_TYPE;

/** Reads the bearer token; a missing, bad or expired token, or a deleted account, is a 401. */
export function requireAuth(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function requireAuthHandler(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authentication required.');
    let claims;
    try {
      claims = await ctx.tokens.verify(match[1]);
    } catch {
      throw unauthorized('Your session is invalid or has expired. Please sign in again.');
    }
    const row = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'email', 'name', 'account_type', 'is_lead'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!row) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
    request.account = {
      id: row.id,
      email: row.email,
      name: row.name,
      accountType: row.account_type,
      isLead: row.is_lead,
      employee: claims.employee,
      actorId: claims.act ?? null,
      authTime: claims.authTime,
    };
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
