// Minimal CORS for the configured origins (CORS_ORIGINS); other origins get no CORS headers.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@lender/contracts';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'client-id',
  'client-secret',
  IDEMPOTENCY_HEADER.toLowerCase(),
].join(', ');

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
