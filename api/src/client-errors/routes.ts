// Client error reports. POST client-errors: anyone (the sign-in page's remote can fail
// before anyone signs in), rate-limited per address, validated, stored 30 days and written to the
// log with its trace id, so the id a fallback shows finds the report. GET ops/remotes: an
// employee's own session; per remote, the newest report and the count of the last 24 hours.
import {
  clientErrorReportSchema,
  opsRemotesResponseSchema,
  type OpsRemotesResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { HttpError } from '../http/errors';
import { latestPerRemote, recordClientError } from './store';

export const CLIENT_ERROR_LIMIT = 30;
const CLIENT_ERROR_WINDOW_MS = 60_000;

export async function clientErrorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/client-errors',
      operationId: 'reportClientError',
      summary: "Report a remote's failure in a browser",
      tag: 'operations',
      access: 'public',
      // A report: no cached read shows it.
      writes: 'uncached',
      body: clientErrorReportSchema,
      response: { status: 204 },
      options: {
        bodyLimit: 4096,
        rateLimit: {
          max: CLIENT_ERROR_LIMIT,
          timeWindow: CLIENT_ERROR_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `client-errors:${request.ip}`,
          errorResponseBuilder: () => new HttpError(429, 'Too many error reports.'),
        },
      },
    },
    async (request, reply, input) => {
      const report = input.body();
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

  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/ops/remotes',
      operationId: 'opsRemotes',
      summary: 'Errors browsers reported, per remote',
      tag: 'operations',
      access: 'employee',
      writes: 'nothing',
      response: opsRemotesResponseSchema,
    },
    async (): Promise<OpsRemotesResponse> => ({
      remotes: await latestPerRemote(ctx.db, ctx.now()),
    }),
  );
}
