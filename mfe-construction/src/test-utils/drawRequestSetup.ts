// Test helper: the API answers the draw request's calls need.
import { mockApi, type ApiRoutes } from '@lender/shared/testing';
import { beneficiary, budget, draws } from './construction';

export const serveDrawRequest = (routes: ApiRoutes = {}) =>
  mockApi({
    'POST deals/draws': { body: { draws: draws() } },
    'POST deals/budget': { body: { budget: budget() } },
    'GET borrower/beneficiaries': { body: { accounts: [beneficiary()] } },
    'POST deals/draws/new': { body: { success: true, id: 'dr-new' } },
    ...routes,
  });
