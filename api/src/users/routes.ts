// POST users/validate, POST users/renewtoken, GET users/get-owner-info.
import {
  loginEnvelopeSchema,
  loginPayloadSchema,
  ownerInfoSchema,
  renewTokenSchema,
  tokenResponseSchema,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { checkCredentials, failedLoginDetails } from './login';
import { ownerInfo } from './owner';
import { throttled } from './sign-in-throttle';

const INVALID_CREDENTIALS = 'Invalid login credentials.';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/users/validate',
      operationId: 'signIn',
      summary: 'Sign in',
      tag: 'users',
      access: 'public',
      // A session, sign-in counters and an audit row: nothing a cached read shows.
      writes: 'uncached',
      body: loginPayloadSchema,
      response: loginEnvelopeSchema,
      options: {
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
    async (request, _reply, input) => {
      const { username, password } = input.body();
      const outcome = await checkCredentials(
        ctx,
        username,
        password,
        request.ip,
        (trx, response, rehashed) =>
          writeAudit(trx, {
            accountId: response.userId,
            action: 'login',
            entity: 'account',
            entityId: response.userId,
            details: rehashed ? { passwordRehashed: true } : {},
            ip: request.ip,
          }),
      );
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
      return { data: outcome.response };
    },
  );

  // A renewed token names the same session, so it keeps its sign-in time: requireAuth refuses it
  // once the session is SESSION_MAX_HOURS old, idle, or revoked.
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/users/renewtoken',
      operationId: 'renewToken',
      summary: 'Renew the session token',
      tag: 'users',
      access: 'signedIn',
      writes: 'nothing',
      body: renewTokenSchema,
      response: tokenResponseSchema,
    },
    async (request, _reply, input) => {
      const account = accountOf(request);
      const { email } = input.body();
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

  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/users/get-owner-info',
      operationId: 'getOwnerInfo',
      summary: "The account's relationship manager",
      tag: 'users',
      access: 'signedIn',
      writes: 'nothing',
      response: ownerInfoSchema,
    },
    async (request) => ownerInfo(ctx, accountOf(request).id),
  );
}
