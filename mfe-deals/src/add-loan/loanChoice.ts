// How a matching loan reads in the list, and the texts of the Add My Loan dialog.

import type { LoanLookupResult } from '@lender/contracts';

/** 'LN-1001 · 12 Maple St, Austin, TX' (the address, else the street, else the number alone). */
export const loanChoiceLabel = (loan: LoanLookupResult): string => {
  const place = loan.Property_Address__c?.trim() || loan.Street__c?.trim() || '';
  const number = loan.Loan_Number__c?.trim() || 'Loan';
  return place ? `${number} · ${place}` : number;
};

/** Stage and type, e.g. 'Funded, Bridge'. */
export const loanChoiceDetail = (loan: LoanLookupResult): string =>
  [loan.StageName, loan.Type].filter(Boolean).join(', ');

export const ADD_LOAN_MESSAGES = {
  noMatch:
    'No loans matched that loan number and SSN. Please check them and try again, or contact your loan officer.',
  lookupFailed: 'We could not look up your loan. Please try again later.',
  unavailable:
    'Adding a loan is not available in this portal. Please contact your loan officer to link your loan.',
  addFailed: 'We could not add your loans. Please try again later.',
  added: (count: number) =>
    count === 1
      ? 'Your loan was added. It now appears in your loan lists.'
      : 'Your loans were added. They now appear in your loan lists.',
  employee: 'Loans cannot be added while you are viewing another user’s account.',
} as const;
