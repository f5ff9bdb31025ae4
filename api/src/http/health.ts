// Probes: liveness (the process answers) and readiness (migrated, not shutting down, the database
// answers and the upload folder takes a file). GET health is readiness too, kept for probes written before the split.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { storageProblem } from '../documents/temp-files';
import type { AppContext } from './context';
import { route } from './declare-route';
import { HttpError } from './errors';
import type { Phase } from './lifecycle';

/** A readiness probe must answer fast: a database that takes longer counts as down. */
const PROBE_TIMEOUT_MS = 2000;

const NOT_READY: Record<Exclude<Phase, 'ready'>, string> = {
  starting: 'Starting: waiting for the database and its migrations.',
  draining: 'Shutting down.',
};

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const query = sql`SELECT 1`.execute(ctx.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const healthSchema = v.object({ status: v.literal('ok') });
const probe = { method: 'GET', tag: 'operations', access: 'public', writes: 'nothing' } as const;

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
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
    const { phase } = ctx.lifecycle;
    if (phase !== 'ready') throw new HttpError(503, NOT_READY[phase], { 'retry-after': '5' });
    if (!(await databaseAnswers(ctx)))
      throw new HttpError(503, 'Database unavailable.', { 'retry-after': '5' });
    const storage = await storageProblem(ctx.config.uploadDir);
    if (storage)
      throw new HttpError(503, `Storage unavailable: ${storage.message}.`, { 'retry-after': '5' });
    return { status: 'ok' as const };
  };
  route(
    app,
    ctx.now,
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
    ctx.now,
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
