import { LOOKUP_MESSAGES, maskSsnLast4, validateLoanLookup } from './loanLookupForm';

describe('loan lookup form', () => {
  it('requires a loan number and exactly 4 SSN characters', () => {
    expect(validateLoanLookup({ loanNumber: ' ', ssn: '123' })).toEqual({
      loanNumber: LOOKUP_MESSAGES.loanNumber,
      ssn: LOOKUP_MESSAGES.ssn,
    });
    expect(validateLoanLookup({ loanNumber: 'LN-1', ssn: '1234' })).toEqual({});
  });

  it('keeps at most 4 digits of the SSN', () => {
    expect(maskSsnLast4('12a3-45')).toBe('1234');
  });
});
