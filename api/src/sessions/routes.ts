// POST users/logout: ends the caller's session on the server (a client may ignore a failure).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { revokeSession } from './store';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/users/logout',
      operationId: 'signOut',
      summary: 'Sign out (revokes the session)',
      tag: 'users',
      access: 'signedIn',
      // The caller's sessions (and the views opened from it: their rows name it as actor).
      writes: 'account',
      // An employee viewing an account signs out of that view too.
      whileViewing: 'allowed',
      body: null,
      response: v.object({ success: v.literal(true) }),
    },
    async (request) => {
      const account = accountOf(request);
      await ctx.db.transaction().execute(async (trx) => {
        await revokeSession(trx, account.sessionId, new Date(ctx.now()));
        await writeAudit(trx, {
          ...requestAuditFields(request),
          action: 'logout',
          entity: 'session',
          entityId: account.sessionId,
        });
      });
      return { success: true as const };
    },
  );
}
