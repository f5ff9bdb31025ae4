// Add My Loan's calls (spec §7): lookup-loan by loan number and SSN last 4, then add-loan; and
// whether the server takes them at all (lookup-loan/availability).
import * as v from 'valibot';
import type { ReadCall, WriteCall } from '@lender/shared';
import {
  addLoanResponseSchema,
  answerParser,
  loanLookupAvailabilitySchema,
  loanLookupResponseSchema,
  type LoanLookup,
  type LoanLookupResult,
} from '@lender/contracts';
import { dealPageRead } from '../../deal-tables/api/dealPageRead';

/** GET lookup-loan/availability: the server's LOAN_LOOKUP_ENABLED. */
export const availabilityRead: ReadCall = { method: 'GET', path: 'lookup-loan/availability' };

export const parseAvailability = (answer: unknown): boolean =>
  v.parse(loanLookupAvailabilitySchema, answer).enabled;

/** POST lookup-loan: the matching loans (none when nothing matched). It changes no read. */
export const loanLookupWrite = (lookup: LoanLookup): WriteCall<LoanLookupResult[]> => ({
  path: 'lookup-loan',
  body: lookup,
  parse: answerParser(loanLookupResponseSchema),
});

/**
 * POST add-loan: links the chosen loans to the signed-in account; answers how many it added. The
 * account's loan lists (every page of them) are then stale.
 */
export const addLoansWrite = (loanIds: readonly string[]): WriteCall<number> => ({
  path: 'add-loan',
  body: { loans: loanIds },
  parse: (answer) => v.parse(addLoanResponseSchema, answer).added,
  stale: [dealPageRead('customer', 'inprocess'), dealPageRead('customer', 'funded')],
});
