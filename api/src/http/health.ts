// Probes: liveness (the process answers) and readiness (migrated, not shutting down, and every
// readiness check passes: the database answers, and what app.ts adds of the features', such as
// the upload folder taking a file). GET health is readiness too, kept for older probes.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import { route } from './declare-route';
import { HttpError } from './errors';
import type { Lifecycle, Phase } from './lifecycle';

/** A readiness probe must answer fast: a database that takes longer counts as down. */
const PROBE_TIMEOUT_MS = 2000;

const NOT_READY: Record<Exclude<Phase, 'ready'>, string> = {
  starting: 'Starting: waiting for the database and its migrations.',
  draining: 'Shutting down.',
};

/**
 * Something readiness waits for: resolves to null when it works, else to the whole message of the
 * 503 that says why not. Checks run in order; the first problem answers.
 */
export type ReadinessCheck = () => Promise<string | null>;

async function databaseAnswers<DB>(db: Kysely<DB>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const query = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query within the probe's time. */
export const databaseCheck =
  <DB>(db: Kysely<DB>): ReadinessCheck =>
  async () =>
    (await databaseAnswers(db)) ? null : 'Database unavailable.';

interface HealthDependencies {
  now: () => number;
  lifecycle: Lifecycle;
  checks: readonly ReadinessCheck[];
}

const healthSchema = v.object({ status: v.literal('ok') });
const probe = { method: 'GET', tag: 'operations', access: 'public', writes: 'nothing' } as const;

export async function healthRoutes(
  app: FastifyInstance,
  { now, lifecycle, checks }: HealthDependencies,
): Promise<void> {
  route(
    app,
    now,
    {
      ...probe,
      url: '/health/live',
      operationId: 'healthLive',
      summary: 'Liveness: the process answers',
      response: healthSchema,
    },
    async () => ({ status: 'ok' as const }),
  );

  const ready = async () => {
    const { phase } = lifecycle;
    if (phase !== 'ready') throw new HttpError(503, NOT_READY[phase], { 'retry-after': '5' });
    for (const check of checks) {
      const problem = await check();
      if (problem) throw new HttpError(503, problem, { 'retry-after': '5' });
    }
    return { status: 'ok' as const };
  };
  route(
    app,
    now,
    {
      ...probe,
      url: '/health/ready',
      operationId: 'healthReady',
      summary:
        'Readiness: migrated, not shutting down, the database answers, uploads can be stored',
      response: healthSchema,
    },
    ready,
  );
  route(
    app,
    now,
    {
      ...probe,
      url: '/health',
      operationId: 'health',
      summary: 'Readiness (kept for older probes): same as health/ready',
      response: healthSchema,
    },
    ready,
  );
}
