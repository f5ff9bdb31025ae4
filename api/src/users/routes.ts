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

export const INVALID_CREDENTIALS = 'Invalid login credentials.';

const sessionTooOld = (ctx: AppContext): string => {
  const hours = ctx.config.sessionMaxHours;
  return `Your session has reached its maximum length of ${hours} hour${hours === 1 ? '' : 's'}. Please sign in again.`;
};

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
      const outcome = await checkCredentials(ctx, username, password);
      if (!outcome.ok) {
        await writeAudit(ctx.db, {
          accountId: outcome.accountId,
          action: 'login.failed',
          entity: 'account',
          details: failedLoginDetails(username),
          ip: request.ip,
        });
        throw unauthorized(INVALID_CREDENTIALS);
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

  // A renewed token keeps the original sign-in time; SESSION_MAX_HOURS after it, renewal stops.
  app.post('/users/renewtoken', { preHandler: auth }, async (request) => {
    const account = accountOf(request);
    if (ctx.tokens.isPastMaxAge(account.authTime)) throw unauthorized(sessionTooOld(ctx));
    const { email } = parseBody(renewTokenSchema, request.body);
    if (email.toLowerCase() !== account.email)
      throw forbidden('The email does not match the signed-in account.');
    const token = await ctx.tokens.sign(
      { id: account.id, email: account.email, accountType: account.accountType },
      {
        authTime: account.authTime,
        ...(account.actorId ? { actorId: account.actorId } : {}),
      },
    );
    return { token };
  });

  app.get('/users/get-owner-info', { preHandler: auth }, async (request) =>
    ownerInfo(ctx, accountOf(request).id),
  );
}
