// POST most-recent-locs (customers, leads included: a lead's first step is a line of credit).
import { mostRecentLocsResponseSchema } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { downloadGrant } from '../documents/download-links';
import { mostRecentLocs } from './queries';

export async function locRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/most-recent-locs',
      operationId: 'mostRecentLocs',
      summary: "The customer's most recent lines of credit",
      tag: 'deals',
      // Leads too: their first step is a line of credit.
      access: 'customerOrLead',
      writes: 'nothing',
      body: null,
      response: mostRecentLocsResponseSchema,
    },
    async (request) => {
      const account = accountOf(request);
      return mostRecentLocs(ctx.db, account.id, (documentId) =>
        ctx.downloads.url(documentId, downloadGrant(account)),
      );
    },
  );
}
