// Sign-in, account creation and password rules of spec §5, and the auth wire shapes of §3/§7.
import * as v from 'valibot';
import { emailField, textInput } from './fields';

export const AUTH_MESSAGES = {
  signInEmail: 'Valid email address required.',
  signInPassword: 'Valid Email and Password are required. For help with your password click below.',
  createAccountEmail: 'A valid email is required.',
  forgotPasswordEmail: 'Email is required',
  newPassword:
    'Password must have 1 lowercase letter, 1 uppercase letter, 1 number, and be at least 8 characters long.',
  passwordRequired: 'Password is required',
  confirmRequired: 'Confirm password is required',
  confirmMismatch: 'Confirm password does not match password',
  passwordsDoNotMatch: 'Passwords do not match.',
  impersonateEmail: 'Valid email address required.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;

/** The four criteria of the live checklist at account setup. */
export const passwordChecks = (password: string) => ({
  lowercase: /[a-z]/.test(password),
  uppercase: /[A-Z]/.test(password),
  number: /\d/.test(password),
  length: password.length >= MIN_PASSWORD_LENGTH,
});
const isStrongPassword = (password: string): boolean =>
  Object.values(passwordChecks(password)).every(Boolean);

const signInPassword = v.pipe(
  textInput(AUTH_MESSAGES.signInPassword),
  v.nonEmpty(AUTH_MESSAGES.signInPassword),
  v.maxLength(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.signInPassword),
);

/** The sign-in form. */
export const signInSchema = v.object({
  email: emailField(AUTH_MESSAGES.signInEmail),
  password: signInPassword,
});

/** POST users/validate payload (the form's email is sent as `username`). */
export const loginPayloadSchema = v.object({
  username: emailField(AUTH_MESSAGES.signInEmail),
  password: signInPassword,
});
export type LoginPayload = v.InferOutput<typeof loginPayloadSchema>;

/** Login (and impersonation) result. */
export const loginResponseSchema = v.object({
  token: v.string(),
  name: v.string(),
  email: v.string(),
  accountType: v.string(),
  userId: v.string(),
  isLead: v.boolean(),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/** POST users/validate response body: `{ data: LoginResponse }`. */
export const loginEnvelopeSchema = v.object({ data: loginResponseSchema });

/** POST users/renewtoken payload: the stored username. */
export const renewTokenSchema = v.object({ email: emailField(AUTH_MESSAGES.signInEmail) });
export const tokenResponseSchema = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

/** The create-account form (email only). */
export const createAccountSchema = v.object({
  email: emailField(AUTH_MESSAGES.createAccountEmail),
});
/** POST users/create-account-route payload. */
export const createAccountPayloadSchema = v.object({
  email: emailField(AUTH_MESSAGES.createAccountEmail),
  simple: v.optional(v.boolean(), true),
});
/**
 * users/create-account-route answer codes (spec §4): 0, 1, 2 and 4 → a setup link is on its way
 * (check your email); 3 → the account exists already; 5 → no record for the email. The server
 * sends 0 (customer) or 2 (broker) with a new link, 1 when a link went out minutes ago, 4 for a lead.
 */
export const CREATE_ACCOUNT_CODE = {
  linkSent: 0,
  linkSentRecently: 1,
  brokerLinkSent: 2,
  accountExists: 3,
  leadLinkSent: 4,
  notFound: 5,
} as const;
export const createAccountResponseSchema = v.object({
  code: v.number(),
  message: v.string(),
  status: v.string(),
});
export type CreateAccountResponse = v.InferOutput<typeof createAccountResponseSchema>;

/** The forgot-password form. */
export const forgotPasswordSchema = v.object({
  email: v.pipe(
    textInput(AUTH_MESSAGES.forgotPasswordEmail),
    v.trim(),
    v.nonEmpty(AUTH_MESSAGES.forgotPasswordEmail),
  ),
});
/** POST users/gettoken payload. */
export const getTokenPayloadSchema = v.object({
  email: emailField(AUTH_MESSAGES.forgotPasswordEmail),
  sendEmail: v.optional(v.boolean(), true),
});
/**
 * users/gettoken answer codes (spec §4): 1 → no account; 2 → go to sign-in (a reset link went out
 * minutes ago); 3 → the account has no password yet (a setup link is sent instead); 0 → reset
 * link sent.
 */
export const GET_TOKEN_CODE = { sent: 0, notFound: 1, goToLogin: 2, needsSetup: 3 } as const;
export const getTokenResponseSchema = v.object({
  code: v.number(),
  /**
   * With code 3: false when a setup link went out minutes ago and none was sent now (the portal
   * then says so, as code 2 does for a reset link). Absent from back ends that do not say.
   */
  linkSent: v.optional(v.boolean()),
});
export type GetTokenResponse = v.InferOutput<typeof getTokenResponseSchema>;

const strongPassword = v.pipe(
  textInput(AUTH_MESSAGES.newPassword),
  v.maxLength(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.newPassword),
  v.check(isStrongPassword, AUTH_MESSAGES.newPassword),
);

/** The password form at account setup (with confirm). */
export const newPasswordSchema = v.pipe(
  v.object({
    password: strongPassword,
    confirm: v.pipe(
      textInput(AUTH_MESSAGES.confirmRequired),
      v.nonEmpty(AUTH_MESSAGES.confirmRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.confirm === '' || input.password === input.confirm,
      AUTH_MESSAGES.confirmMismatch,
    ),
    ['confirm'],
  ),
);

/**
 * Change or set password: both non-empty (each says it is required) and equal ('Passwords do not
 * match.', said once, by the confirmation).
 */
export const changePasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      textInput(AUTH_MESSAGES.passwordRequired),
      v.nonEmpty(AUTH_MESSAGES.passwordRequired),
    ),
    confirm: v.pipe(
      textInput(AUTH_MESSAGES.confirmRequired),
      v.nonEmpty(AUTH_MESSAGES.confirmRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.confirm === '' || input.password === input.confirm,
      AUTH_MESSAGES.passwordsDoNotMatch,
    ),
    ['confirm'],
  ),
);

/** POST users/createpassword payload (bearer: the setup-link token). */
export const createPasswordPayloadSchema = v.object({ password: strongPassword });
/** POST users/createpassword answer: the new account's sales rep, when it has one. */
export const createPasswordResponseSchema = v.object({
  success: v.literal(true),
  rep: v.optional(
    v.nullable(v.object({ email: v.nullable(v.string()), name: v.nullable(v.string()) })),
  ),
});
export type CreatePasswordResponse = v.InferOutput<typeof createPasswordResponseSchema>;

/** POST users/updatepassword payload (bearer: the reset-link token). */
export const updatePasswordPayloadSchema = v.object({
  email: emailField(AUTH_MESSAGES.signInEmail),
  password: strongPassword,
});
export type UpdatePasswordPayload = v.InferOutput<typeof updatePasswordPayloadSchema>;

/** POST users/impersonate payload (bearer: the employee token). */
export const impersonatePayloadSchema = v.object({
  username: emailField(AUTH_MESSAGES.impersonateEmail),
});

/**
 * The claims of a setup or reset link's token (a JWT in the link's path): `aud` is the account's
 * email (spec §2: the account-setup page reads it), `use` what the link is for.
 */
export type LinkTokenUse = 'setup' | 'reset';
