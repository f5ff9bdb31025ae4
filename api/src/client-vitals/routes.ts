// Web vitals per remote release (issue 17). POST client-vitals: anyone (a sample of page loads
// reports, signed in or not), rate-limited per address, validated, stored with bounded size and
// age. GET ops/releases: an employee's own session; what each remote runs in this environment,
// the last deploys, canaries and rollbacks, and the vitals of each release.
import {
  clientVitalsReportSchema,
  opsReleasesResponseSchema,
  type OpsReleasesResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, requireOwnEmployeeSession } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { route } from '../http/declare-route';
import { HttpError } from '../http/errors';
import { readReleaseEnvironment } from './release-environment';
import { recordVitals, vitalsByRelease } from './store';

export const CLIENT_VITALS_LIMIT = 30;
const CLIENT_VITALS_WINDOW_MS = 60_000;

export async function clientVitalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/client-vitals',
      operationId: 'reportClientVitals',
      summary: "Report a page's web vitals for the remote release that served it",
      tag: 'operations',
      access: 'public',
      // A report: no cached read shows it.
      writes: 'uncached',
      body: clientVitalsReportSchema,
      response: { status: 204 },
      options: {
        bodyLimit: 2048,
        rateLimit: {
          max: CLIENT_VITALS_LIMIT,
          timeWindow: CLIENT_VITALS_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `client-vitals:${request.ip}`,
          errorResponseBuilder: () => new HttpError(429, 'Too many vitals reports.'),
        },
      },
    },
    async (_request, reply, input) => {
      await recordVitals(ctx.db, input.body(), ctx.now());
      return reply.code(204).send();
    },
  );

  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/ops/releases',
      operationId: 'opsReleases',
      summary: "Each remote's releases here, the deploy history and the vitals by release",
      tag: 'operations',
      access: 'employee',
      guards: { preHandler: [requireAuth(ctx), requireOwnEmployeeSession] },
      writes: 'nothing',
      response: opsReleasesResponseSchema,
    },
    async (): Promise<OpsReleasesResponse> => {
      const [releases, vitals] = await Promise.all([
        readReleaseEnvironment(ctx.config.releaseEnvironment),
        vitalsByRelease(ctx.db),
      ]);
      return { ...releases, vitals };
    },
  );
}
