// Every call made while an employee views another account is audited: the viewed account, the
// employee, the method and route, and the answer's status.
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit';
import type { AppContext } from '../context';

export function auditImpersonatedCalls(app: FastifyInstance, ctx: AppContext): void {
  // Callback style: most calls are not impersonated and should not pay for a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const account = request.account;
    if (!account?.actorId) return done();
    writeAudit(ctx.db, {
      accountId: account.id,
      actorId: account.actorId,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      entity: 'request',
      details: { status: reply.statusCode },
      ip: request.ip,
    })
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'could not audit an impersonated call'),
      )
      .finally(() => done());
  });
}
