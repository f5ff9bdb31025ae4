// POST users/logout: ends the caller's session on the server (a client may ignore a failure).
import type { FastifyInstance } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf, requireAuth } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { revokeSession } from './store';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // An employee viewing an account signs out of that view too.
  const config = { whileViewing: 'allowed' } as const;
  app.post('/users/logout', { preHandler: requireAuth(ctx), config }, async (request) => {
    const account = accountOf(request);
    await revokeSession(ctx.db, account.sessionId, new Date(ctx.now()));
    await writeAudit(ctx.db, {
      ...requestAuditFields(request),
      action: 'logout',
      entity: 'session',
      entityId: account.sessionId,
    });
    return { success: true as const };
  });
}
