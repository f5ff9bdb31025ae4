// Every call made while an employee views another account is audited: the viewed account, the
// employee, the method and route, and the answer's status.
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit';
import type { AppContext } from '../http/context';

export function auditImpersonatedCalls(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const account = request.account;
    if (!account?.actorId) return;
    try {
      await writeAudit(ctx.db, {
        accountId: account.id,
        actorId: account.actorId,
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        entity: 'request',
        details: { status: reply.statusCode },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not audit an impersonated call');
    }
  });
}
