import * as v from 'valibot';
import {
  CARD_LABELS,
  CARD_MESSAGES,
  EXPIRY_MONTHS,
  IDEMPOTENCY_HEADER,
  appraisalPaymentSchema,
  type AppraisalPayment,
  cvcLength,
  detectCardBrand,
  expiryYears,
  gatewayCountry,
  passesLuhn,
  requiredMessage,
} from './appraisalPayment';
import { COUNTRIES } from './countries';
import { validateFields, type FieldErrors } from './validate';

const TODAY = new Date(2026, 2, 15); // 15 March 2026
const schema = appraisalPaymentSchema(TODAY);

const good = {
  FirstName: 'Jane',
  LastName: 'Doe',
  Address: '1 Main St',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  Country: 'United States',
  Company: 'Doe Holdings LLC',
  Email: 'jane@demo.test',
  Phone: '512-555-0100',
  CardNumber: '4242-4242-4242-4242',
  ExpMonth: '04',
  ExpYear: '2027',
  CardSecurity: '123',
  dealId: 'deal-1',
  CardType: 'visa',
};
const errorsOf = (input: Record<string, unknown>): FieldErrors<AppraisalPayment> => {
  const result = validateFields(schema, input);
  return result.success ? {} : result.errors;
};

describe('detectCardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['51', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720', 'mastercard'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
    ['6011111111111117', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['622126', 'discover'],
    ['3530111333300000', 'jcb'],
    ['3528', 'jcb'],
    ['30569309025904', 'generic'],
    ['6200000000000005', 'generic'],
    ['2221', 'mastercard'],
    ['2220', 'generic'],
    ['2721', 'generic'],
    ['622125', 'generic'],
    ['3527', 'generic'],
    ['', 'generic'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('reads the digits of a formatted number', () => {
    expect(detectCardBrand('3782-822463-10005')).toBe('amex');
    expect(detectCardBrand(' 5555 5555 ')).toBe('mastercard');
  });
});

describe('cvcLength', () => {
  it('is 4 for amex and 3 for the others', () => {
    expect(cvcLength('amex')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', 'jcb', 'generic'] as const) {
      expect(cvcLength(brand)).toBe(3);
    }
  });
});

describe('expiry choices', () => {
  it('offers this year and the nine after it', () => {
    expect(expiryYears(TODAY)).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ]);
  });
  it('offers the months 01 to 12', () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe('01');
    expect(EXPIRY_MONTHS[11]).toBe('12');
  });
});

describe('gatewayCountry', () => {
  it("sends 'United States' as 'United States of America'", () => {
    expect(gatewayCountry('United States')).toBe('United States of America');
    expect(gatewayCountry('Canada')).toBe('Canada');
  });
});

describe('passesLuhn', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('appraisalPaymentSchema', () => {
  it('accepts a complete card form and derives CardType from the number', () => {
    const output = v.parse(schema, { ...good, CardType: '' });
    expect(output).toMatchObject({ ...good, CardType: 'visa' });
  });

  it("says '{label} is required.' for every empty field but Address2", () => {
    const empty = Object.fromEntries(Object.keys(CARD_LABELS).map((key) => [key, '']));
    const errors = errorsOf({ ...empty, dealId: 'deal-1' });
    const { Address2: _optional, ...requiredLabels } = CARD_LABELS;
    for (const [field, label] of Object.entries(requiredLabels)) {
      expect(errors[field as keyof typeof errors]).toBe(`${label} is required.`);
    }
    expect(errors.Address2).toBeUndefined();
    expect(requiredMessage('CardSecurity')).toBe('CVC is required.');
  });

  it('reads a missing key or blank text as empty', () => {
    expect(errorsOf({ ...good, FirstName: undefined }).FirstName).toBe('First Name is required.');
    expect(errorsOf({ ...good, City: '   ' }).City).toBe('City is required.');
  });

  it('leaves Address2 optional', () => {
    const { Address2: _address2, ...rest } = good;
    expect(v.safeParse(schema, rest).success).toBe(true);
    expect(v.safeParse(schema, { ...good, Address2: 'Suite 5' }).success).toBe(true);
  });

  // Spec §5: digits only, at most 5 as typed; a zip is 5 digits on every form (§5 field rules).
  it('takes a zip of 5 digits, as every form does', () => {
    for (const zip of ['78701', ' 78701 ']) {
      expect(errorsOf({ ...good, Zip: zip }).Zip).toBeUndefined();
    }
    for (const zip of ['1', '7870', '787011', '7870a', '78-70']) {
      expect(errorsOf({ ...good, Zip: zip }).Zip).toBe(CARD_MESSAGES.zip);
    }
  });

  it('takes a country of the list, or the gateway name of the United States', () => {
    expect(errorsOf({ ...good, Country: 'Canada', State: 'Ontario' })).toEqual({});
    expect(errorsOf({ ...good, Country: 'United States of America' })).toEqual({});
    expect(errorsOf({ ...good, Country: 'Atlantis' }).Country).toBe(CARD_MESSAGES.country);
    expect(COUNTRIES[0]).toBe('United States');
  });

  it('takes a US state for the United States, any text elsewhere', () => {
    expect(errorsOf({ ...good, State: 'Texas' })).toEqual({});
    expect(errorsOf({ ...good, State: 'Ontario' }).State).toBe(CARD_MESSAGES.state);
    expect(errorsOf({ ...good, Country: 'Mexico', State: 'Jalisco' })).toEqual({});
  });

  it('checks the email and the phone', () => {
    expect(errorsOf({ ...good, Email: 'jane@' }).Email).toBe(CARD_MESSAGES.email);
    expect(errorsOf({ ...good, Phone: '555-0100' }).Phone).toBe(CARD_MESSAGES.phone);
  });

  it('checks the card number: digits, length and Luhn', () => {
    for (const number of ['4242-4242-4242-4241', '4242', '3782822463100050', '4242x4242']) {
      expect(errorsOf({ ...good, CardNumber: number }).CardNumber).toBe(CARD_MESSAGES.cardNumber);
    }
  });

  it('wants a CVC of 3 digits, or 4 for amex', () => {
    expect(errorsOf({ ...good, CardSecurity: '1234' }).CardSecurity).toBe('CVC must be 3 digits.');
    expect(errorsOf({ ...good, CardSecurity: '12a' }).CardSecurity).toBe('CVC must be 3 digits.');
    expect(errorsOf({ ...good, CardSecurity: '12' }).CardSecurity).toBe('CVC must be 3 digits.');
    const amex = { ...good, CardNumber: '378282246310005', CardType: 'amex' };
    expect(errorsOf({ ...amex, CardSecurity: '1234' })).toEqual({});
    expect(errorsOf({ ...amex, CardSecurity: '123' }).CardSecurity).toBe('CVC must be 4 digits.');
  });

  it('shows the CVC length with the other fields’ messages', () => {
    const errors = errorsOf({ ...good, FirstName: '', CardSecurity: '1234' });
    expect(errors).toEqual({
      FirstName: 'First Name is required.',
      CardSecurity: 'CVC must be 3 digits.',
    });
  });

  it('refuses an expired card and years outside the next 10', () => {
    expect(errorsOf({ ...good, ExpMonth: '03', ExpYear: '2026' })).toEqual({});
    expect(errorsOf({ ...good, ExpMonth: '02', ExpYear: '2026' }).ExpMonth).toBe(
      CARD_MESSAGES.expired,
    );
    expect(errorsOf({ ...good, ExpYear: '2025' }).ExpYear).toBe(CARD_MESSAGES.expiryYear);
    expect(errorsOf({ ...good, ExpYear: '2036' }).ExpYear).toBe(CARD_MESSAGES.expiryYear);
    expect(errorsOf({ ...good, ExpMonth: '13' }).ExpMonth).toBe(CARD_MESSAGES.expiryMonth);
  });

  it('refuses a card type that does not match the number', () => {
    expect(errorsOf({ ...good, CardType: 'amex' }).CardType).toBe(CARD_MESSAGES.cardType);
  });

  it('refuses text that is too long with its own message', () => {
    expect(errorsOf({ ...good, City: 'x'.repeat(101) }).City).toBe(
      'City must be at most 100 characters.',
    );
  });

  it('needs the deal id', () => {
    expect(errorsOf({ ...good, dealId: '' }).dealId).toBe('A deal id is required.');
  });

  it('names the idempotency header and the answers', () => {
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
    expect(CARD_MESSAGES.success).toBe('Transaction successful.');
    expect(CARD_MESSAGES.failure).toBe('Transaction failed.');
  });
});

// The API engineer's cases, as the server reads a submitted form.
const apiValid = {
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
const apiMessageOf = (overrides: Record<string, unknown>) =>
  v.safeParse(appraisalPaymentSchema(TODAY), { ...apiValid, ...overrides }).issues?.[0]?.message;

describe('card brands and numbers (the API’s cases)', () => {
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

describe('appraisalPaymentSchema (the API’s cases)', () => {
  it('accepts a valid form (the current month still counts)', () => {
    expect(v.safeParse(appraisalPaymentSchema(TODAY), apiValid).success).toBe(true);
    expect(apiMessageOf({ CardNumber: '3782-822463-10005', CardSecurity: '1234' })).toBeUndefined();
  });

  it('requires every field but Address2, with the field’s label', () => {
    expect(apiMessageOf({ FirstName: '' })).toBe('First Name is required.');
    expect(apiMessageOf({ CardSecurity: undefined })).toBe('CVC is required.');
    expect(apiMessageOf({ ExpMonth: ' ' })).toBe('Expiration Month is required.');
    expect(apiMessageOf({ Address2: undefined })).toBeUndefined();
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
    expect(apiMessageOf(overrides)).toBe(message);
  });
});
