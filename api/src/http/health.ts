// GET health: { status: 'ok' } when the database answers, else 503.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from './context';
import { HttpError } from './errors';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/health', async () => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
    } catch {
      throw new HttpError(503, 'Database unavailable.');
    }
    return { status: 'ok' as const };
  });
}
