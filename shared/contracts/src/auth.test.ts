import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  createAccountSchema,
  forgotPasswordSchema,
  loginEnvelopeSchema,
  loginPayloadSchema,
  newPasswordSchema,
  passwordChecks,
  renewTokenSchema,
  signInSchema,
} from './auth';

const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  }));

describe('signInSchema', () => {
  it('accepts a valid sign-in', () => {
    expect(v.parse(signInSchema, { email: 'a@b.com', password: 'x' })).toEqual({
      email: 'a@b.com',
      password: 'x',
    });
  });
  it('gives the spec messages', () => {
    expect(issues(signInSchema, { email: '', password: '' })).toEqual([
      { path: 'email', message: 'Valid email address required.' },
      {
        path: 'password',
        message: 'Valid Email and Password are required. For help with your password click below.',
      },
    ]);
    expect(issues(signInSchema, { email: 'nope', password: 'x' })[0]?.message).toBe(
      AUTH_MESSAGES.signInEmail,
    );
  });
  it('the wire payload uses username', () => {
    expect(v.safeParse(loginPayloadSchema, { username: 'a@b.com', password: 'p' }).success).toBe(
      true,
    );
    expect(issues(loginPayloadSchema, { username: 'a@b.com' })[0]?.message).toBe(
      AUTH_MESSAGES.signInPassword,
    );
  });
});

describe('login response', () => {
  it('parses the envelope', () => {
    const data = {
      token: 't',
      name: 'N',
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      userId: 'u',
      isLead: false,
    };
    expect(v.parse(loginEnvelopeSchema, { data })).toEqual({ data });
    expect(v.safeParse(loginEnvelopeSchema, {}).success).toBe(false);
  });
});

describe('renewTokenSchema', () => {
  it('requires an email', () => {
    expect(v.safeParse(renewTokenSchema, { email: 'a@b.com' }).success).toBe(true);
    expect(v.safeParse(renewTokenSchema, {}).success).toBe(false);
  });
});

describe('create account and forgot password', () => {
  it('use their messages', () => {
    expect(issues(createAccountSchema, { email: 'x' })[0]?.message).toBe(
      'A valid email is required.',
    );
    expect(issues(forgotPasswordSchema, { email: '  ' })[0]?.message).toBe('Email is required');
    expect(v.safeParse(forgotPasswordSchema, { email: 'anything' }).success).toBe(true);
  });
});

describe('newPasswordSchema', () => {
  it('checks the four criteria', () => {
    expect(passwordChecks('abc')).toEqual({
      lowercase: true,
      uppercase: false,
      number: false,
      length: false,
    });
    expect(passwordChecks('Abcdefg1')).toEqual({
      lowercase: true,
      uppercase: true,
      number: true,
      length: true,
    });
  });
  it.each(['', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdef1'])('rejects weak %p', (password) => {
    expect(issues(newPasswordSchema, { password, confirm: password })[0]).toEqual({
      path: 'password',
      message: AUTH_MESSAGES.newPassword,
    });
  });
  it('requires and matches confirm', () => {
    expect(issues(newPasswordSchema, { password: 'Abcdefg1', confirm: '' })).toEqual([
      { path: 'confirm', message: 'Confirm password is required' },
    ]);
    expect(issues(newPasswordSchema, { password: 'Abcdefg1', confirm: 'Abcdefg2' })).toEqual([
      { path: 'confirm', message: 'Confirm password does not match password' },
    ]);
    expect(issues(newPasswordSchema, { password: 'Abcdefg1', confirm: 'Abcdefg1' })).toEqual([]);
  });
});

describe('changePasswordSchema', () => {
  it('needs both non-empty and equal', () => {
    expect(issues(changePasswordSchema, { password: 'a', confirm: 'b' })[0]?.message).toBe(
      'Passwords do not match.',
    );
    // Empty: each field says it is required, and nothing claims a mismatch.
    expect(
      issues(changePasswordSchema, { password: '', confirm: '' }).map((i) => i.message),
    ).toEqual(['Password is required', 'Confirm password is required']);
    expect(issues(changePasswordSchema, { password: 'a', confirm: 'a' })).toEqual([]);
  });
});
