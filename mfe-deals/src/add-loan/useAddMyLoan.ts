// Add My Loan's steps: look up (loan number, SSN last 4) → choose from the matches → added.
import { useState } from 'react';
import {
  LOAN_LOOKUP_MESSAGES,
  loanLookupSchema,
  validateFields,
  type FieldErrors,
  type LoanLookup,
  type LoanLookupResult,
} from '@lender/contracts';
import { ApiError, forgetReads, requestNavRefresh } from '@lender/shared';
import { addLoans, lookupLoan } from './api/loanLookup';
import { ADD_LOAN_MESSAGES } from './loanChoice';

export type AddLoanStep =
  | { kind: 'lookup' }
  | { kind: 'choose'; loans: LoanLookupResult[] }
  | { kind: 'added'; count: number };

/**
 * The server's words when it refused the request (a 4xx: a bad field, a match that expired, too
 * many lookups), else a general text.
 */
const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;

export function useAddMyLoan() {
  const [step, setStep] = useState<AddLoanStep>({ kind: 'lookup' });
  const [errors, setErrors] = useState<FieldErrors<LoanLookup>>({});
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [noMatch, setNoMatch] = useState(false);
  const [processing, setProcessing] = useState(false);

  const reset = () => {
    setStep({ kind: 'lookup' });
    setErrors({});
    setChosen(new Set());
    setProblem(null);
    setNoMatch(false);
  };

  const lookup = async (input: LoanLookup) => {
    if (processing) return;
    setProblem(null);
    setNoMatch(false);
    const parsed = validateFields(loanLookupSchema, input);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setProcessing(true);
    try {
      const loans = await lookupLoan(parsed.output);
      if (loans.length === 0) setNoMatch(true);
      else {
        setChosen(new Set(loans.length === 1 ? [loans[0]?.Id ?? ''] : []));
        setStep({ kind: 'choose', loans });
      }
    } catch (error) {
      setProblem(failureText(error, ADD_LOAN_MESSAGES.lookupFailed));
    } finally {
      setProcessing(false);
    }
  };

  const toggle = (loanId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(loanId)) next.delete(loanId);
      else next.add(loanId);
      return next;
    });

  const add = async () => {
    if (processing) return;
    setProblem(null);
    if (chosen.size === 0) {
      setProblem(LOAN_LOOKUP_MESSAGES.loans);
      return;
    }
    setProcessing(true);
    try {
      const added = await addLoans([...chosen]);
      setStep({ kind: 'added', count: added });
      // The loan lists changed: the side nav's and every kept read of them (the loan pickers).
      requestNavRefresh();
      forgetReads('deals/funded', 'deals/inprocess');
    } catch (error) {
      setProblem(failureText(error, ADD_LOAN_MESSAGES.addFailed));
    } finally {
      setProcessing(false);
    }
  };

  return { step, errors, chosen, problem, noMatch, processing, reset, lookup, toggle, add };
}
