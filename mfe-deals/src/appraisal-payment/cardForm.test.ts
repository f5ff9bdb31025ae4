import { appraisalPaymentSchema, validateFields } from '@lender/contracts';
import {
  brandLabel,
  cardFormInput,
  cardNumberInput,
  cardPayload,
  cvcInput,
  emptyCardForm,
  newIdempotencyKey,
} from './cardForm';

describe('what is typed', () => {
  it('keeps the CVC to the brand’s length', () => {
    expect(cvcInput('12345', '4242')).toBe('123');
    expect(cvcInput('12345', '3782')).toBe('1234');
    expect(cvcInput('1a2', '4242')).toBe('12');
  });

  it('formats the card number with dashes as typed', () => {
    expect(cardNumberInput('42424242')).toBe('4242-4242');
    expect(cardNumberInput('378282246310005')).toBe('3782-822463-10005');
  });

  it('names the brand once a digit is typed', () => {
    expect(brandLabel('')).toBeNull();
    expect(brandLabel('4')).toBe('Visa');
    expect(brandLabel('37')).toBe('American Express');
    expect(brandLabel('9')).toBe('Other card');
  });
});

describe('what is sent', () => {
  const values = {
    ...emptyCardForm(),
    FirstName: 'Jane',
    LastName: 'Doe',
    Address: '1 Main St',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
    Company: 'Doe LLC',
    Email: 'jane@demo.test',
    Phone: '512-555-0100',
    CardNumber: '4242-4242-4242-4242',
    ExpMonth: '12',
    ExpYear: String(new Date().getFullYear() + 1),
    CardSecurity: '123',
  };

  it('adds the deal and the card type, sends digits and the gateway country', () => {
    const parsed = validateFields(appraisalPaymentSchema(), cardFormInput(values, 'deal-1'));
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(cardPayload(parsed.output)).toMatchObject({
      dealId: 'deal-1',
      CardType: 'visa',
      CardNumber: '4242424242424242',
      Phone: '5125550100',
      Country: 'United States of America',
    });
  });

  it('starts with the United States chosen', () => {
    expect(emptyCardForm().Country).toBe('United States');
  });
});

it('makes a fresh v4 UUID per attempt, even without crypto.randomUUID', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(newIdempotencyKey()).toMatch(uuid);
  // Browsers offer randomUUID in secure contexts only.
  const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const key = newIdempotencyKey();
    expect(key).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(key);
  } finally {
    if (original) Object.defineProperty(crypto, 'randomUUID', original);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
});

describe('cardNumberInput', () => {
  it('groups amex 4-6-5', () => {
    expect(cardNumberInput('378282246310005')).toBe('3782-822463-10005');
    expect(cardNumberInput('3782822')).toBe('3782-822');
    expect(cardNumberInput('37828224631000599')).toBe('3782-822463-10005');
  });

  it('groups the others 4-4-4-4(-3), at most 19 digits', () => {
    expect(cardNumberInput('4242424242424242424242')).toBe('4242-4242-4242-4242-424');
    expect(cardNumberInput('4242424242424242')).toBe('4242-4242-4242-4242');
    expect(cardNumberInput('5555555555554444')).toBe('5555-5555-5555-4444');
    expect(cardNumberInput('6011111111111117')).toBe('6011-1111-1111-1117');
    expect(cardNumberInput('3530111333300000')).toBe('3530-1113-3330-0000');
    expect(cardNumberInput('424242')).toBe('4242-42');
    expect(cardNumberInput('4242')).toBe('4242');
  });

  it('keeps the digits of what is typed or pasted', () => {
    expect(cardNumberInput('4242 4242-4242x4242')).toBe('4242-4242-4242-4242');
    expect(cardNumberInput('')).toBe('');
    expect(cardNumberInput('abc')).toBe('');
  });
});
