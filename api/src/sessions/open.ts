// Opening a session: the sessions row, then the token naming it (users/validate, impersonation).
import type { LoginResponse } from '@lender/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { createSession, pruneSessions } from './store';

/** Old sessions only serve as known sign-in addresses (see the sign-in throttle); a month is plenty. */
const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

export interface SessionAccount {
  id: string;
  email: string;
  name: string;
  account_type: string;
  is_lead: boolean;
}

/**
 * Opens a session for the account and answers the login response. Impersonation passes the
 * employee and their session: the new session lives and ends with it.
 */
export async function openSession(
  ctx: AppContext,
  account: SessionAccount,
  options: { ip: string | null; actor?: { id: string; sessionId: string; signedInAt: Date } },
  /** A transaction the session joins (its audit row's), or the database. */
  db: Kysely<Database> = ctx.db,
): Promise<LoginResponse> {
  const at = new Date(ctx.now());
  const { actor } = options;
  await pruneSessions(db, account.id, new Date(at.getTime() - SESSION_RETENTION_MS));
  const createdAt = actor?.signedInAt ?? at;
  const sessionId = await createSession(db, {
    accountId: account.id,
    at,
    ip: options.ip,
    createdAt,
    ...(actor ? { actorId: actor.id, parentId: actor.sessionId } : {}),
  });
  const token = await ctx.tokens.sign(
    { id: account.id, email: account.email, name: account.name, accountType: account.account_type },
    {
      sessionId,
      authTime: Math.floor(createdAt.getTime() / 1000),
      ...(actor ? { actorId: actor.id } : {}),
    },
  );
  return {
    token,
    name: account.name,
    email: account.email,
    accountType: account.account_type,
    userId: account.id,
    isLead: account.is_lead,
  };
}
