// POST users/validate, POST users/renewtoken, GET users/get-owner-info.
import { loginPayloadSchema, renewTokenSchema } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit';
import { accountOf, requireAuth } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { parseBody } from '../http/validate';
import { checkCredentials, failedLoginDetails } from './login';
import { ownerInfo } from './owner';
import { throttled } from './sign-in-throttle';

export const INVALID_CREDENTIALS = 'Invalid login credentials.';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = requireAuth(ctx);

  app.post(
    '/users/validate',
    {
      config: {
        rateLimit: {
          max: ctx.config.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Too many sign-in attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
            ),
        },
      },
    },
    async (request) => {
      const { username, password } = parseBody(loginPayloadSchema, request.body);
      const outcome = await checkCredentials(ctx, username, password, request.ip);
      if (!outcome.ok) {
        const refused = 'waitMs' in outcome;
        await writeAudit(ctx.db, {
          accountId: outcome.accountId,
          action: refused ? 'login.throttled' : 'login.failed',
          entity: 'account',
          details: failedLoginDetails(username),
          ip: request.ip,
        });
        throw refused ? throttled(outcome.waitMs) : unauthorized(INVALID_CREDENTIALS);
      }
      await writeAudit(ctx.db, {
        accountId: outcome.response.userId,
        action: 'login',
        entity: 'account',
        entityId: outcome.response.userId,
        details: outcome.rehashed ? { passwordRehashed: true } : {},
        ip: request.ip,
      });
      return { data: outcome.response };
    },
  );

  // A renewed token names the same session, so it keeps its sign-in time: requireAuth refuses it
  // once the session is SESSION_MAX_HOURS old, idle, or revoked.
  app.post(
    '/users/renewtoken',
    { preHandler: auth, config: { readOnly: true } },
    async (request) => {
      const account = accountOf(request);
      const { email } = parseBody(renewTokenSchema, request.body);
      if (email.toLowerCase() !== account.email)
        throw forbidden('The email does not match the signed-in account.');
      const token = await ctx.tokens.sign(
        {
          id: account.id,
          email: account.email,
          name: account.name,
          accountType: account.accountType,
        },
        {
          sessionId: account.sessionId,
          authTime: account.authTime,
          ...(account.actorId ? { actorId: account.actorId } : {}),
        },
      );
      return { token };
    },
  );

  app.get('/users/get-owner-info', { preHandler: auth }, async (request) =>
    ownerInfo(ctx, accountOf(request).id),
  );
}
