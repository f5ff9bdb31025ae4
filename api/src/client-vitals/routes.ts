// Page loads per remote release. POST client-vitals: anyone (every page load reports itself, a
// sample with its vitals, signed in or not), limited per address and release, validated, stored
// with bounded size and age. GET ops/releases: an employee's own session; what each remote runs in
// this environment, the last deploys, canaries, rollbacks and judgements, and each release's loads,
// errors and vitals. GET ops/release-evidence: the operations token (the canary judge); the same
// figures for chosen releases since a time.
import {
  clientVitalsReportSchema,
  opsReleasesResponseSchema,
  releaseEvidenceQuerySchema,
  releaseEvidenceResponseSchema,
  type OpsReleasesResponse,
  type ReleaseEvidenceResponse,
} from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { HttpError } from '../http/errors';
import { readReleaseEnvironment } from './release-environment';
import { recordVitals, releaseStats } from './store';

/**
 * Reports per client address and release a minute: each release has a budget of its own, so a
 * flood of one release's reports from a busy address (an office behind one NAT) cannot starve a
 * canary's count.
 */
export const CLIENT_VITALS_LIMIT = 60;
const CLIENT_VITALS_WINDOW_MS = 60_000;

export async function clientVitalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/client-vitals',
      operationId: 'reportClientVitals',
      summary: 'Report a page load (and its web vitals) for the remote release that served it',
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
          // After the body is read: the key names the report's release.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `client-vitals:${request.ip}:${releaseOf(request)}`,
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
      writes: 'nothing',
      response: opsReleasesResponseSchema,
    },
    async (): Promise<OpsReleasesResponse> => {
      const [releases, vitals] = await Promise.all([
        readReleaseEnvironment(ctx.config.releaseEnvironment),
        releaseStats(ctx.db),
      ]);
      return { ...releases, vitals };
    },
  );

  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/ops/release-evidence',
      operationId: 'releaseEvidence',
      summary: "Releases' page loads, errors and vitals since a time (the canary judge's evidence)",
      tag: 'operations',
      access: 'service',
      writes: 'nothing',
      query: releaseEvidenceQuerySchema,
      response: releaseEvidenceResponseSchema,
    },
    async (_request, _reply, input): Promise<ReleaseEvidenceResponse> => {
      const { remote, releases, since } = input.query();
      return {
        releases: await releaseStats(ctx.db, {
          remote,
          versions: releases.split(','),
          since: new Date(since),
        }),
      };
    },
  );
}

/** The release a report names, for its limit's key (a body that is not one shares one key). */
function releaseOf(request: FastifyRequest): string {
  const body = request.body as { remote?: unknown; version?: unknown } | undefined;
  return `${String(body?.remote ?? '')}@${String(body?.version ?? '')}`.slice(0, 120);
}
