// The sessions table: created at sign-in (and impersonation), read on every call (one query with
// the account), touched at most once a minute, revoked at sign-out and at a password change.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/** last_seen_at is written at most this often per session (not on every call). */
export const TOUCH_INTERVAL_MS = 60_000;

type Db = Kysely<Database> | Transaction<Database>;

const newSessionId = (): string => randomBytes(18).toString('base64url');

export interface NewSession {
  accountId: string;
  at: Date;
  ip: string | null;
  /** Impersonation: the employee and their own session. */
  actorId?: string;
  parentId?: string;
  /** The sign-in time; default `at` (an impersonation session keeps its employee's). */
  createdAt?: Date;
}

export async function createSession(db: Db, session: NewSession): Promise<string> {
  const id = newSessionId();
  await db
    .insertInto('sessions')
    .values({
      id,
      account_id: session.accountId,
      actor_id: session.actorId ?? null,
      parent_id: session.parentId ?? null,
      created_at: session.createdAt ?? session.at,
      last_seen_at: session.at,
      ip: session.ip,
    })
    .execute();
  return id;
}

/** What one call needs: the session's state and its account (null: no such session). */
export interface SessionRow {
  session_account_id: string;
  actor_id: string | null;
  parent_id: string | null;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  id: string;
  email: string;
  name: string;
  account_type: string;
  is_lead: boolean;
}

/**
 * The session and its account: one read per call. (An impersonation session's parent needs no
 * look: every revocation of a session also revokes the sessions opened from it.)
 */
export async function readSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select([
      's.account_id as session_account_id',
      's.actor_id',
      's.parent_id',
      's.created_at',
      's.last_seen_at',
      's.revoked_at',
      'a.id',
      'a.email',
      'a.name',
      'a.account_type',
      'a.is_lead',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}

/** True when the session's last_seen_at is old enough to be written again. */
export const needsTouch = (row: SessionRow, now: Date): boolean =>
  row.last_seen_at.getTime() <= now.getTime() - TOUCH_INTERVAL_MS;

/**
 * Moves last_seen_at of the session (and of the employee's session it was opened from) to now.
 * Called at most once a minute per session, so a call costs one read, not a write.
 */
export async function touchSession(
  db: Db,
  sessionId: string,
  row: Pick<SessionRow, 'parent_id'>,
  now: Date,
): Promise<void> {
  const ids = row.parent_id ? [sessionId, row.parent_id] : [sessionId];
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Ends one session and the impersonation sessions opened from it. */
export async function revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('parent_id', '=', sessionId)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an account, and every session in which it views another account. */
export async function revokeAccountSessions(db: Db, accountId: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('actor_id', '=', accountId)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Drops an account's sessions older than `before` (kept meanwhile: they name known addresses). */
export async function pruneSessions(db: Db, accountId: string, before: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('created_at', '<', before)
    .execute();
}
