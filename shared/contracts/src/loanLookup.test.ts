import * as v from 'valibot';
import {
  LOAN_LOOKUP_MESSAGES,
  SSN_LAST4_LENGTH,
  addLoanResponseSchema,
  addLoanSchema,
  loanLookupResponseSchema,
  loanLookupSchema,
} from './loanLookup';
import { validateFields } from './validate';

const errorsOf = (input: unknown) => {
  const result = validateFields(loanLookupSchema, input);
  return result.success ? {} : result.errors;
};

describe('loanLookupSchema', () => {
  it('accepts a loan number and the last 4 of the SSN, trimmed', () => {
    expect(v.parse(loanLookupSchema, { loan_number: ' LN-1001 ', ssn: '1234' })).toEqual({
      loan_number: 'LN-1001',
      ssn: '1234',
    });
    expect(SSN_LAST4_LENGTH).toBe(4);
  });

  it('requires the loan number', () => {
    expect(errorsOf({ loan_number: '', ssn: '1234' }).loan_number).toBe('Loan number is required.');
    expect(errorsOf({ ssn: '1234' }).loan_number).toBe(LOAN_LOOKUP_MESSAGES.loanNumber);
  });

  it('wants exactly 4 characters of SSN', () => {
    for (const ssn of ['', '123', '12345']) {
      expect(errorsOf({ loan_number: 'LN-1', ssn }).ssn).toBe(LOAN_LOOKUP_MESSAGES.ssn);
    }
  });
});

describe('addLoanSchema', () => {
  it('takes at least one loan id', () => {
    expect(v.parse(addLoanSchema, { loans: ['a1'] })).toEqual({ loans: ['a1'] });
    expect(v.safeParse(addLoanSchema, { loans: [] }).issues?.[0]?.message).toBe(
      LOAN_LOOKUP_MESSAGES.loans,
    );
  });
});

describe('loanLookupResponseSchema', () => {
  it('reads the §3 loan lookup result', () => {
    const loan = {
      Id: 'a1',
      Loan_Number__c: 'LN-1001',
      Property_Address__c: '1 Main St, Austin, TX',
      Street__c: '1 Main St',
      StageName: 'Funded',
      Type: 'Bridge',
    };
    expect(v.parse(loanLookupResponseSchema, [loan])).toEqual([loan]);
    expect(v.parse(loanLookupResponseSchema, [])).toEqual([]);
  });
});

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
