// GET makepayment: the external loan-payment page (PAYMENT_URL). Not for leads (spec §1), nor
// for an employee viewing the account: a read, but it leads to moving money.
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireNotLead } from '../auth/require-auth';
import type { AppContext } from '../http/context';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guards = [requireAuth(ctx), requireNotLead];
  app.get(
    '/makepayment',
    { preHandler: guards, config: { whileViewing: 'refused' } },
    async () => ({
      url: ctx.config.paymentUrl,
    }),
  );
}
