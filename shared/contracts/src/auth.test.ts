import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  loginEnvelopeSchema,
  loginPayloadSchema,
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
