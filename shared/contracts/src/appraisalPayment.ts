// The appraisal-fee card form of spec §3/§5 and its POST process-chargent-order payload. The form
// and the server validate with the same schema; the server never stores or logs the card number
// or the CVC (only brand, last four, amount, status and the gateway's reference).
import * as v from 'valibot';
import { UNITED_STATES, isCountry } from './countries';
import { digitsOnly } from './digits';
import { textInput } from './fields';
import { EMAIL_PATTERN, FIELD_MESSAGES, MAX_EMAIL_LENGTH, isPhone, isZip } from './fieldRules';
import { idField } from './dealDetail';
import { US_STATES } from './usStates';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'generic';

// Issuer ranges: Mastercard 51–55 and 2221–2720; Discover 6011, 644–649, 65 and 622126–622925.
const BRAND_PATTERNS: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['discover', /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/],
  ['jcb', /^35(2[89]|[3-8]\d)/],
];

/** The brand a (partial) card number belongs to, from its leading digits. */
export const detectCardBrand = (cardNumber: string): CardBrand => {
  const digits = digitsOnly(cardNumber);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'generic';
};

/** CVC length for a brand: 4 for amex, 3 for the others (spec §5, §9). */
export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** The Luhn checksum every real card number satisfies. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const validCardNumber = (cardNumber: string): boolean => {
  const digits = digitsOnly(cardNumber);
  if (!/^[\d\s-]+$/.test(cardNumber)) return false;
  const brand = detectCardBrand(digits);
  const length = digits.length;
  const lengthOk = brand === 'amex' ? length === 15 : length >= 13 && length <= 19;
  return lengthOk && passesLuhn(digits);
};

/** Expiry years offered: this year and the nine after it (spec §9: the next 10). */
export const expiryYears = (today: Date = new Date()): number[] =>
  Array.from({ length: 10 }, (_, index) => today.getFullYear() + index);

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** The country the gateway expects for the United States (spec §5). */
export const gatewayCountry = (country: string): string =>
  country === UNITED_STATES ? 'United States of America' : country;

/** A country of the list, as the form shows it or as the gateway gets it. */
const isCardCountry = (country: string): boolean =>
  isCountry(country) || country === gatewayCountry(UNITED_STATES);

const isUnitedStates = (country: string): boolean =>
  country === UNITED_STATES || country === gatewayCountry(UNITED_STATES);

/** A US state or DC, by abbreviation (what the form's select sends) or by name. */
const isUsState = (state: string): boolean =>
  US_STATES.some((option) => option.value === state || option.label === state);

/** Field labels: a missing value reads '{label} is required.' (spec §5). */
export const CARD_LABELS = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  Address: 'Address',
  Address2: 'Address 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip',
  Country: 'Country',
  Company: 'Company',
  Email: 'Email',
  Phone: 'Phone',
  CardNumber: 'Card Number',
  ExpMonth: 'Expiration Month',
  ExpYear: 'Expiration Year',
  CardSecurity: 'CVC',
} as const;

export const CARD_MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Phone must have at least 10 digits.',
  zip: FIELD_MESSAGES.zip,
  cardNumber: 'Enter a valid card number.',
  cvc: (length: number) => `CVC must be ${length} digits.`,
  country: 'Choose a country from the list.',
  state: 'Choose a state from the list.',
  cardType: 'The card type does not match the card number.',
  tooLong: (field: keyof typeof CARD_LABELS, maxLength: number) =>
    `${CARD_LABELS[field]} must be at most ${maxLength} characters.`,
  expired: 'The card has expired.',
  expiryMonth: 'Choose a month from 01 to 12.',
  expiryYear: 'Choose one of the next 10 years.',
  success: 'Transaction successful.',
  failure: 'Transaction failed.',
} as const;

export const requiredMessage = (field: keyof typeof CARD_LABELS): string =>
  `${CARD_LABELS[field]} is required.`;

const required = (field: keyof typeof CARD_LABELS, maxLength = 100) =>
  v.pipe(
    textInput(requiredMessage(field)),
    v.trim(),
    v.nonEmpty(requiredMessage(field)),
    v.maxLength(maxLength, CARD_MESSAGES.tooLong(field, maxLength)),
  );

/**
 * POST process-chargent-order (spec §3 card form). `today` pins the expiry checks in tests.
 * CardType is derived from the number (a value the client sends is checked against it). The checks
 * across fields are partial: each runs once the fields it reads are valid, so the form shows them
 * with the other fields' messages.
 */
export const appraisalPaymentSchema = (today: Date = new Date()) =>
  v.pipe(
    v.object({
      FirstName: required('FirstName'),
      LastName: required('LastName'),
      Address: required('Address', 255),
      Address2: v.pipe(
        textInput(requiredMessage('Address2')),
        v.trim(),
        v.maxLength(255, CARD_MESSAGES.tooLong('Address2', 255)),
      ),
      City: required('City'),
      State: required('State'),
      Zip: v.pipe(required('Zip'), v.check(isZip, CARD_MESSAGES.zip)),
      Country: v.pipe(required('Country'), v.check(isCardCountry, CARD_MESSAGES.country)),
      Company: required('Company', 255),
      Email: v.pipe(
        required('Email', MAX_EMAIL_LENGTH),
        v.regex(EMAIL_PATTERN, CARD_MESSAGES.email),
      ),
      Phone: v.pipe(required('Phone', 30), v.check(isPhone, CARD_MESSAGES.phone)),
      CardNumber: v.pipe(
        required('CardNumber', 30),
        v.check(validCardNumber, CARD_MESSAGES.cardNumber),
      ),
      ExpMonth: v.pipe(
        required('ExpMonth', 2),
        v.check(
          (month) => EXPIRY_MONTHS.includes(month.padStart(2, '0')),
          CARD_MESSAGES.expiryMonth,
        ),
      ),
      ExpYear: v.pipe(
        required('ExpYear', 4),
        v.check((year) => expiryYears(today).includes(Number(year)), CARD_MESSAGES.expiryYear),
      ),
      // Digits and length depend on the brand: checked with the number below.
      CardSecurity: required('CardSecurity', 4),
      dealId: idField('A deal id is required.'),
      CardType: v.optional(v.string(), ''),
    }),
    v.forward(
      v.partialCheck(
        [['CardNumber'], ['CardSecurity']],
        (card) =>
          /^\d+$/.test(card.CardSecurity) &&
          card.CardSecurity.length === cvcLength(detectCardBrand(card.CardNumber)),
        (issue) =>
          CARD_MESSAGES.cvc(
            cvcLength(
              detectCardBrand(String((issue.input as { CardNumber?: unknown }).CardNumber ?? '')),
            ),
          ),
      ),
      ['CardSecurity'],
    ),
    v.forward(
      v.partialCheck(
        [['ExpMonth'], ['ExpYear']],
        (card) => {
          const year = Number(card.ExpYear);
          const month = Number(card.ExpMonth);
          return (
            year > today.getFullYear() ||
            (year === today.getFullYear() && month >= today.getMonth() + 1)
          );
        },
        CARD_MESSAGES.expired,
      ),
      ['ExpMonth'],
    ),
    v.forward(
      v.partialCheck(
        [['Country'], ['State']],
        (card) => !isUnitedStates(card.Country) || isUsState(card.State),
        CARD_MESSAGES.state,
      ),
      ['State'],
    ),
    v.forward(
      v.partialCheck(
        [['CardNumber'], ['CardType']],
        (card) => card.CardType === '' || card.CardType === detectCardBrand(card.CardNumber),
        CARD_MESSAGES.cardType,
      ),
      ['CardType'],
    ),
    // CardType stays typed string in the output (stable for the API's code).
    v.transform((card) => ({ ...card, CardType: detectCardBrand(card.CardNumber) as string })),
  );
export type AppraisalPayment = v.InferOutput<ReturnType<typeof appraisalPaymentSchema>>;

/** process-chargent-order answer. `message` is the gateway's text on a decline. */
export const appraisalPaymentResponseSchema = v.object({
  success: v.boolean(),
  message: v.string(),
});
export type AppraisalPaymentResponse = v.InferOutput<typeof appraisalPaymentResponseSchema>;

/** The header that makes a double submit charge once (a fresh key per form attempt). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
