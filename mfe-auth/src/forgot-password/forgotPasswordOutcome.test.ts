import { GET_TOKEN_CODE } from '@lender/contracts';
import { forgotPasswordMessages, forgotPasswordOutcome } from './forgotPasswordOutcome';

describe('forgotPasswordOutcome', () => {
  it('maps the answer codes of users/gettoken', () => {
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.sent })).toBe('sent');
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.notFound })).toBe('notFound');
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.goToLogin })).toBe('recentlySent');
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.needsSetup })).toBe('needsSetup');
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.needsSetup, linkSent: true })).toBe(
      'needsSetup',
    );
  });

  it('says a setup link went out minutes ago when none was sent now', () => {
    expect(forgotPasswordOutcome({ code: GET_TOKEN_CODE.needsSetup, linkSent: false })).toBe(
      'setupRecentlySent',
    );
  });

  it('treats an unknown code as a failure', () => {
    expect(forgotPasswordOutcome({ code: 4 })).toBe('failed');
    expect(forgotPasswordOutcome({ code: -1 })).toBe('failed');
  });
});

describe('forgotPasswordMessages', () => {
  const messages = forgotPasswordMessages('800-555-0100');

  it('success: inbox and spam, the support phone, valid 24 hours', () => {
    expect(messages.sent).toMatch(/inbox/);
    expect(messages.sent).toMatch(/spam/);
    expect(messages.sent).toContain('800-555-0100');
    expect(messages.sent).toContain('valid for 24 hours');
  });

  it('failure: the spec text completed with the support phone', () => {
    expect(messages.failed).toBe(
      'There was a problem sending the password reset email. Please contact support at 800-555-0100.',
    );
  });
});
