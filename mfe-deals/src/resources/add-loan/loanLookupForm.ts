// Loan lookup rules of spec §5: the loan number is required, the SSN check is exactly 4 characters.
import { SSN_LOOKUP_LENGTH } from '@lender/shared';

export interface LoanLookupValues {
  loanNumber: string;
  ssn: string;
}

export type LoanLookupErrors = Partial<Record<keyof LoanLookupValues, string>>;

export const LOOKUP_MESSAGES = {
  loanNumber: 'Loan number is required.',
  ssn: `Enter the last ${SSN_LOOKUP_LENGTH} digits of the SSN.`,
} as const;

/** SSN input: digits only, at most 4. */
export const maskSsnLast4 = (input: string): string =>
  input.replace(/\D/g, '').slice(0, SSN_LOOKUP_LENGTH);

/** The errors of the lookup form (empty when it may be submitted). */
export const validateLoanLookup = (values: LoanLookupValues): LoanLookupErrors => {
  const errors: LoanLookupErrors = {};
  if (values.loanNumber.trim() === '') errors.loanNumber = LOOKUP_MESSAGES.loanNumber;
  if (values.ssn.trim().length !== SSN_LOOKUP_LENGTH) errors.ssn = LOOKUP_MESSAGES.ssn;
  return errors;
};
