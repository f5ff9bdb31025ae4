// When a session has ended, and the message the user gets.
import type { Config } from '../config';
import type { AppContext } from '../context';
import { readSession, TOUCH_INTERVAL_MS, type SessionRow } from './store';

export const SESSION_INVALID = 'Your session is invalid or has expired. Please sign in again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const sessionTooOld = (hours: number): string =>
  `Your session has reached its maximum length of ${hours} hour${hours === 1 ? '' : 's'}. Please sign in again.`;
const sessionIdle = (minutes: number): string =>
  `Your session ended after ${minutes} minutes without activity. Please sign in again.`;

export interface SessionLimits {
  now: Date;
  /** A session last seen before this has been idle too long. */
  idleCutoff: Date;
  /** A session created before this is past its maximum age. */
  maxAgeCutoff: Date;
}

type SessionConfig = Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>;

/**
 * The limits at `now`. last_seen_at lags the last call by up to TOUCH_INTERVAL_MS, so the idle
 * limit is counted from that much earlier: a session is never cut before SESSION_IDLE_MINUTES
 * without a call (the portal's Continue Session must still work), at most a minute after.
 */
export function sessionLimits(nowMs: number, config: SessionConfig): SessionLimits {
  return {
    now: new Date(nowMs),
    idleCutoff: new Date(nowMs - config.sessionIdleMinutes * 60_000 - TOUCH_INTERVAL_MS),
    maxAgeCutoff: new Date(nowMs - config.sessionMaxHours * 3_600_000),
  };
}

/** Why the session can no longer be used, or null when it can. */
export function sessionProblem(
  row: SessionRow,
  limits: SessionLimits,
  config: SessionConfig,
): string | null {
  if (row.revoked_at) return SESSION_ENDED;
  if (row.created_at.getTime() <= limits.maxAgeCutoff.getTime())
    return sessionTooOld(config.sessionMaxHours);
  if (row.last_seen_at.getTime() < limits.idleCutoff.getTime())
    return sessionIdle(config.sessionIdleMinutes);
  return null;
}

/**
 * True while the account's session can still be used (a grant issued under it, such as a download
 * link, lives no longer). Read from the database, never the read cache: a sign-out in another
 * replica ends it at once.
 */
export async function sessionLive(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  grant: { accountId: string; sessionId: string },
): Promise<boolean> {
  const row = await readSession(ctx.db, grant.sessionId);
  if (!row || row.session_account_id !== grant.accountId) return false;
  return sessionProblem(row, sessionLimits(ctx.now(), ctx.config), ctx.config) === null;
}
