// POST most-recent-locs (customers, leads included: a lead's first step is a line of credit).
import type { FastifyInstance } from 'fastify';
import { accountOf, requireAuth, requireCustomer } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { downloadGrant } from '../documents/download-links';
import { mostRecentLocs } from './queries';

export async function locRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/most-recent-locs',
    { preHandler: [requireAuth(ctx), requireCustomer], config: { readOnly: true } },
    async (request) => {
      const account = accountOf(request);
      return mostRecentLocs(ctx.db, account.id, (documentId) =>
        ctx.downloads.url(documentId, downloadGrant(account)),
      );
    },
  );
}
