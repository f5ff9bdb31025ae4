// GET makepayment: the external loan-payment page (PAYMENT_URL). Not for leads (spec §1).
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireNotLead } from '../auth/require-auth';
import type { AppContext } from '../http/context';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/makepayment', { preHandler: [requireAuth(ctx), requireNotLead] }, async () => ({
    url: ctx.config.paymentUrl,
  }));
}
