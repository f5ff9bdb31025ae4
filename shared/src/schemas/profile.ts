// Profile entity of spec §3 and the update form/payload rules of §5.
import * as v from 'valibot';
import { MIN_PHONE_DIGITS, textInput } from './fields';

export const PROFILE_MESSAGES = {
  street: 'Street address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: 'Zip must be 5 digits.',
  phone: 'Phone must be digits only, at least 10 digits.',
} as const;

const text = v.nullable(v.string());

export const profileSchema = v.object({
  id: v.string(),
  address: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** GET fetchaccountprofile. */
export const profileResponseSchema = v.object({ profile: profileSchema });
export type ProfileResponse = v.InferOutput<typeof profileResponseSchema>;

const required = (message: string, max: number) =>
  v.pipe(textInput(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** POST updateaccountprofile payload (Phone is sent as digits only). */
export const profileUpdateSchema = v.object({
  BillingStreet: required(PROFILE_MESSAGES.street, 255),
  BillingCity: required(PROFILE_MESSAGES.city, 100),
  BillingState: required(PROFILE_MESSAGES.state, 50),
  BillingPostalCode: v.pipe(
    textInput(PROFILE_MESSAGES.zip),
    v.trim(),
    v.regex(/^\d{5}$/, PROFILE_MESSAGES.zip),
  ),
  Phone: v.pipe(
    textInput(PROFILE_MESSAGES.phone),
    v.trim(),
    v.regex(new RegExp(`^\\d{${MIN_PHONE_DIGITS},15}$`), PROFILE_MESSAGES.phone),
  ),
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

export const profileUpdateResponseSchema = v.object({
  success: v.literal(true),
  profile: profileSchema,
});
export type ProfileUpdateResponse = v.InferOutput<typeof profileUpdateResponseSchema>;
