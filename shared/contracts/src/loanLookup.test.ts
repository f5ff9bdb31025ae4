import * as v from 'valibot';
import {
  LOAN_LOOKUP_MESSAGES,
  addLoanResponseSchema,
  addLoanSchema,
  loanLookupSchema,
} from './loanLookup';

const messageOf = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('loan lookup', () => {
  it('needs a loan number and exactly 4 SSN characters', () => {
    expect(v.parse(loanLookupSchema, { loan_number: ' LN-1 ', ssn: '1234' })).toEqual({
      loan_number: 'LN-1',
      ssn: '1234',
    });
    expect(messageOf(loanLookupSchema, { loan_number: '', ssn: '1234' })).toBe(
      LOAN_LOOKUP_MESSAGES.loanNumber,
    );
    expect(messageOf(loanLookupSchema, { loan_number: 'LN-1', ssn: '123' })).toBe(
      LOAN_LOOKUP_MESSAGES.ssn,
    );
    expect(messageOf(loanLookupSchema, { loan_number: 'LN-1' })).toBe(LOAN_LOOKUP_MESSAGES.ssn);
  });

  it('adds 1 to 50 chosen loans and answers how many were added', () => {
    expect(v.safeParse(addLoanSchema, { loans: ['D1'] }).success).toBe(true);
    expect(messageOf(addLoanSchema, { loans: [] })).toBe(LOAN_LOOKUP_MESSAGES.loans);
    expect(messageOf(addLoanSchema, { loans: 'D1' })).toBe(LOAN_LOOKUP_MESSAGES.loans);
    expect(v.safeParse(addLoanResponseSchema, { success: true, added: 2 }).success).toBe(true);
    expect(v.safeParse(addLoanResponseSchema, { success: false, added: 0 }).success).toBe(false);
  });
});
