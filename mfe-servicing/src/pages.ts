// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import { pageRead, pagesAt, signedInPage, type PageDeclaration } from '@lender/contracts';
import { myFundedLoansRead } from './form-kit/api/myLoans';
import { PAGE_PATTERNS, type PageName } from './patterns';
import { filedRequestsRead } from './servicing-requests/api/servicingRequests';

const at = pagesAt(PAGE_PATTERNS);

/**
 * The forms are the customer's (the broker menu has no servicing requests, spec §2). Each reads
 * first the borrower's funded loans, to pick one from (form-kit/LoanPicker).
 */
const form = (name: PageName, title: string) =>
  signedInPage(at(name), title, {
    audience: ['customer'],
    // Spec §6: an employee sees the forms with their submits disabled.
    whileViewing: 'read-only',
    data: [pageRead(myFundedLoansRead('customer'))],
  });

export const declaration: PageDeclaration = {
  remote: 'mfe_servicing',
  pages: [
    signedInPage(at('servicing-requests'), 'Servicing Requests', {
      audience: ['customer'],
      nav: [{ section: 'main', label: 'Servicing Requests', order: 50 }],
      // The requests the borrower has filed, listed below the forms' menu.
      data: [pageRead(filedRequestsRead)],
    }),
    form('servicing-extension', 'Extension Request'),
    form('servicing-payoff', 'Payoff Request'),
    form('servicing-capex', 'Capex Reimbursement'),
    form('servicing-loss-draft', 'Loss Draft'),
    {
      ...at('public-payoff-request'),
      title: 'Payoff Request',
      layout: 'public-grey',
    },
  ],
  links: ['servicing-requests'],
};
