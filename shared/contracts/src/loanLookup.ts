// Add My Loan (spec §3/§5/§7): lookup-loan by loan number and SSN last 4, then add-loan.
import * as v from 'valibot';
import { loanNumberField, textInput } from './fields';

export const LOAN_LOOKUP_MESSAGES = {
  loanNumber: 'Loan number is required.',
  ssn: 'SSN last 4 must be exactly 4 characters.',
  loans: 'Choose at least one loan to add.',
} as const;

export const SSN_LAST4_LENGTH = 4;

/** POST lookup-loan. */
export const loanLookupSchema = v.object({
  loan_number: loanNumberField(LOAN_LOOKUP_MESSAGES.loanNumber, 40),
  ssn: v.pipe(
    textInput(LOAN_LOOKUP_MESSAGES.ssn),
    v.trim(),
    v.length(SSN_LAST4_LENGTH, LOAN_LOOKUP_MESSAGES.ssn),
  ),
});
export type LoanLookup = v.InferOutput<typeof loanLookupSchema>;

export const loanLookupResultSchema = v.object({
  Id: v.string(),
  Loan_Number__c: v.nullable(v.string()),
  Property_Address__c: v.nullable(v.string()),
  Street__c: v.nullable(v.string()),
  StageName: v.string(),
  Type: v.nullable(v.string()),
});
export type LoanLookupResult = v.InferOutput<typeof loanLookupResultSchema>;

/** lookup-loan answer: the matching loans (empty when nothing matched). */
export const loanLookupResponseSchema = v.array(loanLookupResultSchema);

/**
 * GET lookup-loan/availability: whether this API looks loans up (its LOAN_LOOKUP_ENABLED), so
 * the portal offers Add My Loan only where the server takes it.
 */
export const loanLookupAvailabilitySchema = v.object({ enabled: v.boolean() });

/** POST add-loan: the ids of loans chosen from the lookup's answer. */
export const addLoanSchema = v.object({
  loans: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(64)), LOAN_LOOKUP_MESSAGES.loans),
    v.minLength(1, LOAN_LOOKUP_MESSAGES.loans),
    v.maxLength(50, LOAN_LOOKUP_MESSAGES.loans),
  ),
});

/** add-loan answer: how many of the chosen loans are newly linked to the account. */
export const addLoanResponseSchema = v.object({ success: v.literal(true), added: v.number() });
