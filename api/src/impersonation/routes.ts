// POST users/impersonate: an employee, in their own session, opens a session as a customer or
// broker account to see the portal as they do. The answer is that account's login response; its
// token carries act = the employee's id and its session lives and ends with the employee's.
import {
  EMPLOYEE_ACCOUNT_TYPE,
  impersonatePayloadSchema,
  loginResponseSchema,
  type LoginResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf, requireAuth } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { forbidden, notFound } from '../http/errors';
import { openSession } from '../sessions/open';

export async function impersonationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/users/impersonate',
      operationId: 'viewAccount',
      summary: "View Account: open a user's session",
      tag: 'users',
      access: 'employee',
      // Any session gets in: the handler refuses non-employees with View Account's own message.
      guards: { preHandler: [requireAuth(ctx)] },
      // A new session: no cached read shows it.
      writes: 'uncached',
      body: impersonatePayloadSchema,
      response: loginResponseSchema,
    },
    async (request, _reply, input): Promise<LoginResponse> => {
      const employee = accountOf(request);
      if (employee.accountType !== EMPLOYEE_ACCOUNT_TYPE || !employee.employee)
        throw forbidden('Only employees can view another account.');
      const { username } = input.body();
      const target = await ctx.db
        .selectFrom('accounts')
        .select(['id', 'email', 'name', 'account_type', 'is_lead'])
        .where('email', '=', username.toLowerCase())
        .executeTakeFirst();
      if (!target) throw notFound(`No account was found for ${username}.`);
      if (target.account_type === EMPLOYEE_ACCOUNT_TYPE)
        throw forbidden("An employee's account cannot be viewed.");

      return ctx.db.transaction().execute(async (trx) => {
        const response = await openSession(
          ctx,
          target,
          {
            ip: request.ip,
            actor: {
              id: employee.id,
              sessionId: employee.sessionId,
              signedInAt: new Date(employee.authTime * 1000),
            },
          },
          trx,
        );
        await writeAudit(trx, {
          ...requestAuditFields(request),
          accountId: target.id,
          actorId: employee.id,
          action: 'impersonate',
          entity: 'account',
          entityId: target.id,
        });
        return response;
      });
    },
  );
}
