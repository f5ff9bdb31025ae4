// Servicing requests: payoff (public or signed in), extension, capex, loss draft, and
// the caller's own list.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { capexRoute } from './capex';
import { extensionRoute } from './extension';
import { servicingListRoute } from './list';
import { lossDraftRoute } from './loss-draft';
import { payoffRoute } from './payoff';

export async function servicingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await payoffRoute(app, ctx);
  await extensionRoute(app, ctx);
  await capexRoute(app, ctx);
  await lossDraftRoute(app, ctx);
  await servicingListRoute(app, ctx);
}
