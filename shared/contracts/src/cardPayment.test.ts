import * as v from 'valibot';
import {
  CARD_MESSAGES,
  cardPaymentSchema,
  cvcLength,
  detectCardBrand,
  expiryYears,
  formatCardNumber,
  gatewayCountry,
  maxCardDigits,
  passesLuhn,
} from './cardPayment';

const TODAY = new Date(2026, 2, 15);
const valid = {
  FirstName: 'Jordan',
  LastName: 'Ellis',
  Address: '4810 Bull Creek Rd',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78731',
  Country: 'United States of America',
  Company: 'Ellis Build Co LLC',
  Email: 'borrower@demo.test',
  Phone: '(512) 555-0187',
  CardNumber: '4242 4242 4242 4242',
  ExpMonth: '3',
  ExpYear: '2026',
  CardSecurity: '123',
  dealId: 'D1005',
};
const messageOf = (overrides: Record<string, unknown>) =>
  v.safeParse(cardPaymentSchema(TODAY), { ...valid, ...overrides }).issues?.[0]?.message;

describe('card brands and numbers', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['9999', 'generic'],
    ['', 'generic'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('formats numbers in dashes by brand and caps their length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242-4242-4242-4242');
    expect(formatCardNumber('378282246310005')).toBe('3782-822463-10005');
    expect(formatCardNumber('4242 42')).toBe('4242-42');
    expect(formatCardNumber('3782822463100059999')).toBe('3782-822463-10005');
    expect(maxCardDigits('visa')).toBe(19);
  });

  it('checks Luhn, CVC length, expiry years and the gateway country', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect([cvcLength('amex'), cvcLength('visa')]).toEqual([4, 3]);
    expect(expiryYears(TODAY)).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ]);
    expect(gatewayCountry('United States')).toBe('United States of America');
    expect(gatewayCountry('Canada')).toBe('Canada');
  });
});

describe('cardPaymentSchema', () => {
  it('accepts a valid form (the current month still counts)', () => {
    expect(v.safeParse(cardPaymentSchema(TODAY), valid).success).toBe(true);
    expect(messageOf({ CardNumber: '3782-822463-10005', CardSecurity: '1234' })).toBeUndefined();
  });

  it('requires every field but Address2, with the field’s label', () => {
    expect(messageOf({ FirstName: '' })).toBe('First Name is required.');
    expect(messageOf({ CardSecurity: undefined })).toBe('CVC is required.');
    expect(messageOf({ ExpMonth: ' ' })).toBe('Expiration Month is required.');
    expect(messageOf({ Address2: undefined })).toBeUndefined();
  });

  it.each([
    [{ Zip: '7873a' }, CARD_MESSAGES.zip],
    [{ Email: 'nope' }, CARD_MESSAGES.email],
    [{ Phone: '555-0187' }, CARD_MESSAGES.phone],
    [{ CardNumber: '4242424242424241' }, CARD_MESSAGES.cardNumber],
    [{ CardNumber: '37828224631000' }, CARD_MESSAGES.cardNumber],
    [{ CardSecurity: '12' }, CARD_MESSAGES.cvc(3)],
    [{ CardNumber: '378282246310005', CardSecurity: '123' }, CARD_MESSAGES.cvc(4)],
    [{ CardSecurity: '12a' }, CARD_MESSAGES.cvc(3)],
    [{ ExpMonth: '13' }, CARD_MESSAGES.expiryMonth],
    [{ ExpYear: '2036' }, CARD_MESSAGES.expiryYear],
    [{ ExpMonth: '02' }, CARD_MESSAGES.expired],
    [
      { FirstName: 'Jor\u0000dan' },
      'Remove the control characters (such as tabs or line breaks) from this field.',
    ],
  ])('refuses %j', (overrides, message) => {
    expect(messageOf(overrides)).toBe(message);
  });
});
