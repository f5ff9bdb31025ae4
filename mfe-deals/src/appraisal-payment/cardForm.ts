// The card form's values and the rules between what is typed and what is sent (spec §3, §5).
import {
  UNITED_STATES,
  cvcLength,
  detectCardBrand,
  digitsOnly,
  gatewayCountry,
  type CardBrand,
  type AppraisalPayment,
} from '@lender/contracts';
import { maskDigits } from '@lender/shared';

export interface CardFormValues {
  FirstName: string;
  LastName: string;
  Address: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Company: string;
  Email: string;
  Phone: string;
  CardNumber: string;
  ExpMonth: string;
  ExpYear: string;
  CardSecurity: string;
}

export const emptyCardForm = (): CardFormValues => ({
  FirstName: '',
  LastName: '',
  Address: '',
  Address2: '',
  City: '',
  State: '',
  Zip: '',
  Country: UNITED_STATES,
  Company: '',
  Email: '',
  Phone: '',
  CardNumber: '',
  ExpMonth: '',
  ExpYear: '',
  CardSecurity: '',
});

const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  generic: 'Other card',
};

/** The brand shown by the number field; none until a digit is typed. */
export const brandLabel = (cardNumber: string): string | null =>
  digitsOnly(cardNumber) === '' ? null : BRAND_NAMES[detectCardBrand(cardNumber)];

/** CVC as typed: digits only, at most the brand's length. */
export const cvcInput = (value: string, cardNumber: string): string =>
  digitsOnly(value).slice(0, cvcLength(detectCardBrand(cardNumber)));

/** Digits per group when the number is shown with dashes: amex 4-6-5, others 4-4-4-4(-3). */
const groupsOf = (brand: CardBrand): number[] => (brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]);

/**
 * The card number as typed: its digits, at most the brand's, in dashes as the brand groups them
 * ('4242424242424242' → '4242-4242-4242-4242'; '378282246310005' → '3782-822463-10005').
 */
export const cardNumberInput = (value: string): string =>
  maskDigits(value, groupsOf(detectCardBrand(value)));

export const isUnitedStates = (country: string): boolean => country === UNITED_STATES;

/** What the form validates: its values with the deal and the brand (spec §3 hidden fields). */
export const cardFormInput = (values: CardFormValues, dealId: string) => ({
  ...values,
  dealId,
  CardType: detectCardBrand(values.CardNumber),
});

/**
 * What process-chargent-order gets: digits of the number and of the phone (as every phone field
 * sends it), the gateway's country name.
 */
export const cardPayload = (payment: AppraisalPayment): AppraisalPayment => ({
  ...payment,
  CardNumber: digitsOnly(payment.CardNumber),
  Phone: digitsOnly(payment.Phone),
  Country: gatewayCountry(payment.Country),
});

/** A fresh key per form attempt; getRandomValues where randomUUID is missing (plain http). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
