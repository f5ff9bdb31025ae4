// GET makepayment: the external loan-payment page (PAYMENT_URL). Not for leads (spec §1), nor
// for an employee viewing the account: a read, but it leads to moving money.
import { makePaymentResponseSchema } from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/makepayment',
      operationId: 'makePayment',
      summary: 'Where borrowers make a loan payment',
      tag: 'payments',
      access: 'notLead',
      writes: 'nothing',
      whileViewing: 'refused',
      response: makePaymentResponseSchema,
    },
    async () => ({ url: ctx.config.paymentUrl }),
  );
}
