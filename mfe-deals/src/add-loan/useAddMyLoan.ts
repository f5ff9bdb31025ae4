// Add My Loan's steps: look up (loan number, SSN last 4) → choose from the matches → added.
import { useState } from 'react';
import {
  LOAN_LOOKUP_MESSAGES,
  loanLookupSchema,
  validateFields,
  type LoanLookup,
  type LoanLookupResult,
} from '@lender/contracts';
import { ApiError, requestNavRefresh, useValidatedSubmit, useWrite } from '@lender/shared';
import { addLoansWrite, loanLookupWrite } from './api/loanLookup';
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
  const looking = useWrite(loanLookupWrite);
  const adding = useWrite(addLoansWrite);

  const {
    submit: lookup,
    errors,
    setErrors,
  } = useValidatedSubmit(
    (input: LoanLookup) => validateFields(loanLookupSchema, input),
    async (valid) => {
      const outcome = await looking.send(valid);
      if (!outcome) return;
      if (!outcome.ok) setProblem(lookupFailureText(outcome.error));
      else if (outcome.answer.length === 0) setNoMatch(true);
      else {
        const loans = outcome.answer;
        setChosen(new Set(loans.length === 1 ? [loans[0]?.Id ?? ''] : []));
        setStep({ kind: 'choose', loans });
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
    if (adding.pending) return;
    setProblem(null);
    if (chosen.size === 0) {
      setProblem(LOAN_LOOKUP_MESSAGES.loans);
      return;
    }
    const outcome = await adding.send([...chosen]);
    if (!outcome) return;
    if (!outcome.ok) {
      setProblem(failureText(outcome.error, ADD_LOAN_MESSAGES.addFailed));
      return;
    }
    setStep({ kind: 'added', count: outcome.answer });
    // The loan lists changed: the kept reads of them went with the write; the side nav reads its own.
    requestNavRefresh();
  };

  const processing = looking.pending || adding.pending;
  return { step, errors, chosen, problem, noMatch, processing, reset, lookup, toggle, add };
}
