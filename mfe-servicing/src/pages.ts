// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import { signedInPage, type PageDeclaration } from '@lender/contracts';

/** The forms are the customer's (the broker menu has no servicing requests, spec §2). */
const form = (name: string, pattern: string, title: string) =>
  // Spec §6: an employee sees the forms with their submits disabled.
  signedInPage(name, pattern, title, { audience: ['customer'], whileViewing: 'read-only' });

export const declaration: PageDeclaration = {
  remote: 'mfe_servicing',
  pages: [
    signedInPage('servicing-requests', '/dashboard/servicing-requests', 'Servicing Requests', {
      audience: ['customer'],
      nav: [{ section: 'main', label: 'Servicing Requests', order: 50 }],
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
