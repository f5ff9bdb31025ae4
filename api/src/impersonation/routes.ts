// POST users/impersonate: an employee, in their own session, opens a session as a customer or
// broker account to see the portal as they do. The answer is that account's login response; its
// token carries act = the employee's id and its session lives and ends with the employee's.
import {
  EMPLOYEE_ACCOUNT_TYPE,
  impersonatePayloadSchema,
  type LoginResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf, requireAuth } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { openSession } from '../sessions/open';

export async function impersonationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/users/impersonate',
    { preHandler: requireAuth(ctx) },
    async (request): Promise<LoginResponse> => {
      const employee = accountOf(request);
      if (employee.accountType !== EMPLOYEE_ACCOUNT_TYPE || !employee.employee)
        throw forbidden('Only employees can view another account.');
      const { username } = parseBody(impersonatePayloadSchema, request.body);
      const target = await ctx.db
        .selectFrom('accounts')
        .select(['id', 'email', 'name', 'account_type', 'is_lead'])
        .where('email', '=', username.toLowerCase())
        .executeTakeFirst();
      if (!target) throw notFound(`No account was found for ${username}.`);
      if (target.account_type === EMPLOYEE_ACCOUNT_TYPE)
        throw forbidden("An employee's account cannot be viewed.");

      const response = await openSession(ctx, target, {
        ip: request.ip,
        actor: {
          id: employee.id,
          sessionId: employee.sessionId,
          signedInAt: new Date(employee.authTime * 1000),
        },
      });
      await writeAudit(ctx.db, {
        ...requestAuditFields(request),
        accountId: target.id,
        actorId: employee.id,
        action: 'impersonate',
        entity: 'account',
        entityId: target.id,
      });
      return response;
    },
  );
}
