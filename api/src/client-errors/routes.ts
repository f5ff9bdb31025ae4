// Client error reports (issue 11). POST client-errors: anyone (the sign-in page's remote can fail
// before anyone signs in), rate-limited per address, validated, stored 30 days and written to the
// log with its trace id, so the id a fallback shows finds the report. GET ops/remotes: an
// employee's own session; per remote, the newest report and the count of the last 24 hours.
import { clientErrorReportSchema, type OpsRemotesResponse } from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, requireOwnEmployeeSession } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { latestPerRemote, recordClientError } from './store';

export const CLIENT_ERROR_LIMIT = 30;
export const CLIENT_ERROR_WINDOW_MS = 60_000;

export async function clientErrorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/client-errors',
    {
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: CLIENT_ERROR_LIMIT,
          timeWindow: CLIENT_ERROR_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `client-errors:${request.ip}`,
          errorResponseBuilder: () => new HttpError(429, 'Too many error reports.'),
        },
      },
    },
    async (request, reply) => {
      const report = parseBody(clientErrorReportSchema, request.body);
      await recordClientError(ctx.db, report, ctx.now());
      request.log.warn(
        {
          traceId: report.traceId,
          remote: report.version ? `${report.remote}@${report.version}` : report.remote,
          kind: report.kind,
          path: report.path,
        },
        'client error reported',
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/ops/remotes',
    { preHandler: [requireAuth(ctx), requireOwnEmployeeSession] },
    async (): Promise<OpsRemotesResponse> => ({
      remotes: await latestPerRemote(ctx.db, ctx.now()),
    }),
  );
}
