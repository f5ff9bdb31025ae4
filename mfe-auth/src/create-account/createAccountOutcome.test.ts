import { CREATE_ACCOUNT_CODE } from '@lender/contracts';
import { createAccountOutcome, handedOverEmail } from './createAccountOutcome';

describe('createAccountOutcome', () => {
  it('asks to check the email for codes 0, 1, 2 and 4', () => {
    expect([0, 1, 2, 4].map(createAccountOutcome)).toEqual([
      'checkEmail',
      'checkEmail',
      'checkEmail',
      'checkEmail',
    ]);
  });

  it('tells an existing account (3) from no record at all (5)', () => {
    expect(createAccountOutcome(CREATE_ACCOUNT_CODE.accountExists)).toBe('accountExists');
    expect(createAccountOutcome(CREATE_ACCOUNT_CODE.notFound)).toBe('notFound');
  });

  it('treats any other code as unexpected', () => {
    expect(createAccountOutcome(6)).toBe('unexpected');
    expect(createAccountOutcome(-1)).toBe('unexpected');
    expect(createAccountOutcome(Number.NaN)).toBe('unexpected');
  });
});

describe('handedOverEmail', () => {
  it('reads the email of the history state', () => {
    expect(handedOverEmail({ email: ' jo@demo.test ' })).toBe('jo@demo.test');
  });

  it('is null without one', () => {
    for (const state of [null, undefined, 'jo@demo.test', {}, { email: '' }, { email: 3 }])
      expect(handedOverEmail(state)).toBeNull();
  });
});
