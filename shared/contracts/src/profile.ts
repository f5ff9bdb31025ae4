// Profile entity of spec §3 and the update form/payload rules of §5.
import * as v from 'valibot';
import { US_STATES } from './usStates';
import { requiredText, textInput } from './fields';
import { MIN_PHONE_DIGITS } from './fieldRules';

export const PROFILE_MESSAGES = {
  street: 'Street address is required.',
  city: 'City is required.',
  state: 'State is required.',
  stateInvalid: 'State must be the 2-letter abbreviation of a US state or DC (e.g. TX).',
  zip: 'Zip must be 5 digits.',
  // Said of the field as shown (3-3-4 with dashes): the digits are what count.
  phone: 'Phone must have at least 10 digits.',
} as const;

const text = v.nullable(v.string());

const profileSchema = v.object({
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

/** The profile of a fetchaccountprofile answer; throws when the answer is not of this shape. */
export const profileOfAnswer = (answer: unknown): Profile =>
  v.parse(profileResponseSchema, answer).profile;

const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.value));

/** True for the abbreviation of one of the 50 states or DC ('TX'; not 'tx' or 'Texas'). */
export const isUsStateCode = (value: string): boolean => US_STATE_CODES.has(value);

/** POST updateaccountprofile payload (Phone is sent as digits only). */
export const profileUpdateSchema = v.object({
  BillingStreet: requiredText(PROFILE_MESSAGES.street, 255),
  BillingCity: requiredText(PROFILE_MESSAGES.city, 100),
  BillingState: v.pipe(
    requiredText(PROFILE_MESSAGES.state, 50),
    v.check(isUsStateCode, PROFILE_MESSAGES.stateInvalid),
  ),
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
