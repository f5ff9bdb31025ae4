// Add My Loan's steps: look up (loan number, SSN last 4) → choose from the matches → added.
import { useState } from 'react';
import {
  LOAN_LOOKUP_MESSAGES,
  loanLookupSchema,
  validateFields,
  type LoanLookup,
  type LoanLookupResult,
} from '@lender/contracts';
import { ApiError, forgetReads, requestNavRefresh, useValidatedSubmit } from '@lender/shared';
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

/** A lookup never answers 404 where it exists: that is a server without Add My Loan. */
const lookupFailureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 404
    ? ADD_LOAN_MESSAGES.unavailable
    : failureText(error, ADD_LOAN_MESSAGES.lookupFailed);

export function useAddMyLoan() {
  const [step, setStep] = useState<AddLoanStep>({ kind: 'lookup' });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [noMatch, setNoMatch] = useState(false);
  const [adding, setAdding] = useState(false);

  const {
    submit: lookup,
    errors,
    setErrors,
    processing: looking,
  } = useValidatedSubmit(
    (input: LoanLookup) => validateFields(loanLookupSchema, input),
    async (valid) => {
      try {
        const loans = await lookupLoan(valid);
        if (loans.length === 0) setNoMatch(true);
        else {
          setChosen(new Set(loans.length === 1 ? [loans[0]?.Id ?? ''] : []));
          setStep({ kind: 'choose', loans });
        }
      } catch (error) {
        setProblem(lookupFailureText(error));
      }
    },
    {
      onAttempt: () => {
        setProblem(null);
        setNoMatch(false);
      },
    },
  );

  const reset = () => {
    setStep({ kind: 'lookup' });
    setErrors({});
    setChosen(new Set());
    setProblem(null);
    setNoMatch(false);
  };

  const toggle = (loanId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(loanId)) next.delete(loanId);
      else next.add(loanId);
      return next;
    });

  const add = async () => {
    if (adding) return;
    setProblem(null);
    if (chosen.size === 0) {
      setProblem(LOAN_LOOKUP_MESSAGES.loans);
      return;
    }
    setAdding(true);
    try {
      const added = await addLoans([...chosen]);
      setStep({ kind: 'added', count: added });
      // The loan lists changed: the side nav's and every kept read of them (the loan pickers).
      requestNavRefresh();
      forgetReads('deals/funded', 'deals/inprocess');
    } catch (error) {
      setProblem(failureText(error, ADD_LOAN_MESSAGES.addFailed));
    } finally {
      setAdding(false);
    }
  };

  const processing = looking || adding;
  return { step, errors, chosen, problem, noMatch, processing, reset, lookup, toggle, add };
}
