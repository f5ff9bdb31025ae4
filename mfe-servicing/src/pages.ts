// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import { DEAL_PAGE_MAX, signedInPage, type PageDeclaration } from '@lender/contracts';

/**
 * The forms are the customer's (the broker menu has no servicing requests, spec §2). Each reads
 * first the borrower's funded loans, to pick one from (form-kit/LoanPicker).
 */
const form = (name: string, pattern: string, title: string) =>
  signedInPage(name, pattern, title, {
    audience: ['customer'],
    // Spec §6: an employee sees the forms with their submits disabled.
    whileViewing: 'read-only',
    data: [{ method: 'GET', path: 'deals/funded', query: { limit: String(DEAL_PAGE_MAX) } }],
  });

export const declaration: PageDeclaration = {
  remote: 'mfe_servicing',
  pages: [
    signedInPage('servicing-requests', '/dashboard/servicing-requests', 'Servicing Requests', {
      audience: ['customer'],
      nav: [{ section: 'main', label: 'Servicing Requests', order: 50 }],
      // The requests the borrower has filed, listed below the forms' menu.
      data: [{ method: 'GET', path: 'servicing-requests' }],
    }),
    form('servicing-extension', '/dashboard/servicing-requests/extension', 'Extension Request'),
    form('servicing-payoff', '/dashboard/servicing-requests/payoff', 'Payoff Request'),
    form('servicing-capex', '/dashboard/servicing-requests/capex', 'Capex Reimbursement'),
    form('servicing-loss-draft', '/dashboard/servicing-requests/loss-draft', 'Loss Draft'),
    {
      name: 'public-payoff-request',
      pattern: '/applications/payoff-request',
      title: 'Payoff Request',
      layout: 'public-grey',
    },
  ],
  links: ['servicing-requests'],
};
