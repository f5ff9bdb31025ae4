// Web vitals per remote release (issue 17). POST client-vitals: anyone (a sample of page loads
// reports, signed in or not), rate-limited per address, validated, stored with bounded size and
// age. GET ops/releases: an employee's own session; what each remote runs in this environment,
// the last deploys, canaries and rollbacks, and the vitals of each release.
import { clientVitalsReportSchema, type OpsReleasesResponse } from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, requireOwnEmployeeSession } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { readReleaseEnvironment } from './release-environment';
import { recordVitals, vitalsByRelease } from './store';

export const CLIENT_VITALS_LIMIT = 30;
export const CLIENT_VITALS_WINDOW_MS = 60_000;

export async function clientVitalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/client-vitals',
    {
      bodyLimit: 2048,
      config: {
        rateLimit: {
          max: CLIENT_VITALS_LIMIT,
          timeWindow: CLIENT_VITALS_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `client-vitals:${request.ip}`,
          errorResponseBuilder: () => new HttpError(429, 'Too many vitals reports.'),
        },
      },
    },
    async (request, reply) => {
      await recordVitals(ctx.db, parseBody(clientVitalsReportSchema, request.body), ctx.now());
      return reply.code(204).send();
    },
  );

  app.get(
    '/ops/releases',
    { preHandler: [requireAuth(ctx), requireOwnEmployeeSession] },
    async (): Promise<OpsReleasesResponse> => {
      const [releases, vitals] = await Promise.all([
        readReleaseEnvironment(ctx.config.releaseEnvironmentFile),
        vitalsByRelease(ctx.db),
      ]);
      return { ...releases, vitals };
    },
  );
}
