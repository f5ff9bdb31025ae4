// Add My Loan's calls (spec §7): lookup-loan by loan number and SSN last 4, then add-loan; and
// whether the server takes them at all (lookup-loan/availability).
import * as v from 'valibot';
import { ApiError, BAD_RESPONSE_MESSAGE, postJson, type ReadCall } from '@lender/shared';
import {
  addLoanResponseSchema,
  answerOf,
  loanLookupAvailabilitySchema,
  loanLookupResponseSchema,
  type LoanLookup,
  type LoanLookupResult,
} from '@lender/contracts';

/** GET lookup-loan/availability: the server's LOAN_LOOKUP_ENABLED. */
export const availabilityRead: ReadCall = { method: 'GET', path: 'lookup-loan/availability' };

export const parseAvailability = (answer: unknown): boolean =>
  v.parse(loanLookupAvailabilitySchema, answer).enabled;

/** POST lookup-loan: the matching loans (none when nothing matched). */
export const lookupLoan = async (lookup: LoanLookup): Promise<LoanLookupResult[]> => {
  const body = await postJson<unknown>('lookup-loan', lookup);
  const loans = answerOf(loanLookupResponseSchema, body);
  if (!loans) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  return loans;
};

/** POST add-loan: links the chosen loans to the signed-in account; answers how many it added. */
export const addLoans = async (loanIds: readonly string[]): Promise<number> => {
  const body = await postJson<unknown>('add-loan', { loans: loanIds });
  const answer = answerOf(addLoanResponseSchema, body);
  if (!answer) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  return answer.added;
};
