// Sign-in rules of spec §5 and the auth wire shapes of §3/§7 (users/validate, users/renewtoken).
import * as v from 'valibot';
import { emailField, textInput } from './fields';

export const AUTH_MESSAGES = {
  signInEmail: 'Valid email address required.',
  signInPassword: 'Valid Email and Password are required. For help with your password click below.',
} as const;

const MAX_PASSWORD_LENGTH = 256;

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
export type SignInInput = v.InferOutput<typeof signInSchema>;

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
export type LoginEnvelope = v.InferOutput<typeof loginEnvelopeSchema>;

/** POST users/renewtoken payload: the stored username. */
export const renewTokenSchema = v.object({ email: emailField(AUTH_MESSAGES.signInEmail) });
export type RenewTokenInput = v.InferOutput<typeof renewTokenSchema>;
export const tokenResponseSchema = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

/** The create-account form (email only). */
