// The audit trail: who did what, to which record, when (and from where).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface AuditEntry {
  /** The account the action concerns (the signed-in user, or the target of a failed login). */
  accountId: string | null;
  /** The employee acting for the account (impersonation), if any. */
  actorId?: string | null;
  action: string;
  entity?: string;
  entityId?: string;
  /** No secrets or card data here. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      account_id: entry.accountId,
      actor_id: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Audit entry fields taken from the request (signed-in account, actor, IP). */
export const requestAuditFields = (request: FastifyRequest) => ({
  accountId: request.account?.id ?? null,
  actorId: request.account?.actorId ?? null,
  ip: request.ip,
});
