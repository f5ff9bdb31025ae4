// The sessions table: created at sign-in (and impersonation), checked on every call in one
// statement, revoked at sign-out and when the password changes.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';

/** last_seen_at is written at most this often per session (not on every call). */
export const TOUCH_INTERVAL_MS = 60_000;

type Db = Kysely<Database> | Transaction<Database>;

export const newSessionId = (): string => randomBytes(18).toString('base64url');

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
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  parent_revoked_at: Date | null;
  id: string;
  email: string;
  name: string;
  account_type: string;
  is_lead: boolean;
}

export interface SessionLimits {
  now: Date;
  /** A session last seen before this has been idle too long. */
  idleCutoff: Date;
  /** A session created before this is past its maximum age. */
  maxAgeCutoff: Date;
}

/**
 * Reads the session and its account, and, when the session is still valid and was last seen more
 * than TOUCH_INTERVAL_MS ago, moves its last_seen_at (and its parent's) to now — one statement,
 * one round trip per call. The row read is the one from before the touch.
 */
export async function readAndTouchSession(
  db: Db,
  sessionId: string,
  limits: SessionLimits,
): Promise<SessionRow | null> {
  const touchBefore = new Date(limits.now.getTime() - TOUCH_INTERVAL_MS);
  const { rows } = await sql<SessionRow>`
    WITH current_session AS (
      SELECT s.id, s.account_id, s.actor_id, s.parent_id, s.created_at, s.last_seen_at,
             s.revoked_at, p.revoked_at AS parent_revoked_at
      FROM sessions s LEFT JOIN sessions p ON p.id = s.parent_id
      WHERE s.id = ${sessionId}
    ), touched AS (
      UPDATE sessions SET last_seen_at = ${limits.now}
      WHERE id IN (SELECT id FROM current_session UNION ALL SELECT parent_id FROM current_session)
        AND revoked_at IS NULL
        AND last_seen_at < ${touchBefore}
        AND EXISTS (
          SELECT 1 FROM current_session
          WHERE revoked_at IS NULL AND parent_revoked_at IS NULL
            AND last_seen_at >= ${limits.idleCutoff} AND created_at > ${limits.maxAgeCutoff}
        )
      RETURNING id
    )
    SELECT cs.account_id AS session_account_id, cs.actor_id, cs.created_at, cs.last_seen_at,
           cs.revoked_at, cs.parent_revoked_at,
           a.id, a.email, a.name, a.account_type, a.is_lead
    FROM current_session cs JOIN accounts a ON a.id = cs.account_id
  `.execute(db);
  return rows[0] ?? null;
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
