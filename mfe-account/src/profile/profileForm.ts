// The profile form's values, its input masks and its mapping to the update payload, validated with
// the same schema the server uses (profileUpdateSchema).
import { formatPhone } from '@lender/shared';
import {
  US_STATES,
  digitsOnly,
  isUsStateCode,
  profileUpdateSchema,
  validateFields,
  type Profile,
  type ProfileUpdate,
} from '@lender/contracts';

export interface ProfileFormValues {
  street: string;
  city: string;
  /** State abbreviation ('' when none is chosen), or a stored value the list does not know. */
  state: string;
  zip: string;
  /** As shown: 3-3-4. */
  phone: string;
}

export type ProfileField = keyof ProfileFormValues;
type ProfileErrors = Partial<Record<ProfileField, string>>;

export const EMPTY_PROFILE_VALUES: ProfileFormValues = {
  street: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

const PAYLOAD_FIELD: Record<keyof ProfileUpdate, ProfileField> = {
  BillingStreet: 'street',
  BillingCity: 'city',
  BillingState: 'state',
  BillingPostalCode: 'zip',
  Phone: 'phone',
};

export const ZIP_MAX_DIGITS = 5;

/** Zip input: digits only, at most 5. */
export const maskZip = (input: string): string => digitsOnly(input).slice(0, ZIP_MAX_DIGITS);

/** Phone input: shown 3-3-4 while typing (at most 10 digits). */
export const maskPhone = (input: string): string => formatPhone(input);

/** A stored state as an abbreviation: 'TX', 'tx' or 'Texas' → 'TX'; unknown → ''. */
export const toStateCode = (value: string | null | undefined): string => {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text) return '';
  return (
    US_STATES.find((s) => s.value.toLowerCase() === text || s.label.toLowerCase() === text)
      ?.value ?? ''
  );
};

/**
 * A stored state as the form holds it: its abbreviation when the list knows it, else the stored
 * text as it is, so that it is shown and kept rather than silently blanked.
 */
export const toStateValue = (value: string | null | undefined): string =>
  toStateCode(value) || (value?.trim() ?? '');

/** True for a state value the list does not know (a stored one, shown as such). */
export const isUnrecognisedState = (value: string): boolean =>
  value !== '' && !isUsStateCode(value);

/** Form values from a fetched profile (missing values become empty). */
export const toFormValues = (profile: Profile): ProfileFormValues => ({
  street: profile.address ?? '',
  city: profile.city ?? '',
  state: toStateValue(profile.state),
  zip: maskZip(profile.zip ?? ''),
  phone: maskPhone(profile.phone ?? ''),
});

/** The update payload; the phone is sent as digits only. */
export const toPayload = (values: ProfileFormValues): ProfileUpdate => ({
  BillingStreet: values.street,
  BillingCity: values.city,
  BillingState: values.state,
  BillingPostalCode: values.zip,
  Phone: digitsOnly(values.phone),
});

export type ProfileValidation =
  { success: true; output: ProfileUpdate } | { success: false; errors: ProfileErrors };

/** Validates with profileUpdateSchema; errors are the schema's messages keyed by form field. */
export const validateProfile = (values: ProfileFormValues): ProfileValidation => {
  const result = validateFields(profileUpdateSchema, toPayload(values));
  if (result.success) return result;
  const errors: ProfileErrors = {};
  for (const [key, message] of Object.entries(result.errors)) {
    const field = PAYLOAD_FIELD[key as keyof ProfileUpdate];
    if (field && message) errors[field] = message;
  }
  return { success: false, errors };
};
