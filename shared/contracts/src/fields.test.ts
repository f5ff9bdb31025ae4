import * as v from 'valibot';
import {
  creditScoreField,
  currencyField,
  dateOfBirthField,
  digitsOnly,
  einField,
  emailField,
  FIELD_MESSAGES,
  isBeforeToday,
  MAX_EMAIL_LENGTH,
  optionalEmailField,
  parseCurrency,
  percentageField,
  phoneField,
  ssnField,
  zipField,
} from './fields';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;
const message = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
    expect(digitsOnly('')).toBe('');
  });
});

describe('email', () => {
  it('accepts standard addresses and trims', () => {
    expect(v.parse(emailField(), ' a.b+c@example.co ')).toBe('a.b+c@example.co');
  });
  it.each(['', 'a', 'a@b', 'a@b.', '@b.com', 'a b@c.com'])('rejects %p', (input) => {
    expect(message(emailField(), input)).toBe(FIELD_MESSAGES.email);
  });
  it('uses a custom message', () => {
    expect(message(emailField('X'), 'bad')).toBe('X');
  });
  it('accepts at most 254 characters (after trimming)', () => {
    const atLimit = `${'a'.repeat(MAX_EMAIL_LENGTH - '@example.com'.length)}@example.com`;
    expect(atLimit).toHaveLength(254);
    expect(ok(emailField(), ` ${atLimit} `)).toBe(true);
    expect(message(emailField('X'), `a${atLimit}`)).toBe('X');
    expect(ok(optionalEmailField(), atLimit)).toBe(true);
    expect(ok(optionalEmailField(), `a${atLimit}`)).toBe(false);
  });
  it('optional variant accepts empty and missing, not bad', () => {
    expect(ok(optionalEmailField(), '')).toBe(true);
    expect(ok(optionalEmailField(), undefined)).toBe(true);
    expect(ok(optionalEmailField(), 'a@b.com')).toBe(true);
    expect(ok(optionalEmailField(), 'nope')).toBe(false);
  });
});

describe('phone', () => {
  it('needs at least 10 digits', () => {
    expect(ok(phoneField(), '555-123-4567')).toBe(true);
    expect(ok(phoneField(), '(555) 123 4567')).toBe(true);
    expect(ok(phoneField(), '+1 555 123 4567')).toBe(true);
    expect(message(phoneField(), '555-123-456')).toBe(FIELD_MESSAGES.phone);
    expect(ok(phoneField(), '555-123-456a7')).toBe(false);
  });
});

describe('SSN and EIN', () => {
  it('need exactly 9 digits', () => {
    expect(ok(ssnField(), '123-45-6789')).toBe(true);
    expect(ok(ssnField(), '123456789')).toBe(true);
    expect(ok(ssnField(), '12345678')).toBe(false);
    expect(ok(ssnField(), '1234567890')).toBe(false);
    expect(ok(einField(), '12-3456789')).toBe(true);
    expect(message(einField(), '12-345678x')).toBe(FIELD_MESSAGES.ein);
  });
});

describe('zip', () => {
  it('is exactly 5 digits', () => {
    expect(ok(zipField(), '02134')).toBe(true);
    for (const bad of ['0213', '021345', '0213a', ''])
      expect(message(zipField(), bad)).toBe(FIELD_MESSAGES.zip);
  });
});

describe('credit score', () => {
  it('is at most 850 and 3 digits', () => {
    expect(ok(creditScoreField(), '850')).toBe(true);
    expect(ok(creditScoreField(), 700)).toBe(true);
    expect(ok(creditScoreField(), '851')).toBe(false);
    expect(ok(creditScoreField(), '0850')).toBe(false);
    expect(ok(creditScoreField(), '7a0')).toBe(false);
  });
});

describe('percentage', () => {
  it('is from 0 to 100', () => {
    expect(ok(percentageField(), '100')).toBe(true);
    expect(ok(percentageField(), '7.25')).toBe(true);
    expect(ok(percentageField(), 0)).toBe(true);
    expect(ok(percentageField(), '100.01')).toBe(false);
    expect(ok(percentageField(), '-1')).toBe(false);
  });
});

describe('date of birth', () => {
  const today = new Date(2026, 4, 15);
  it('must be a real date before today', () => {
    expect(isBeforeToday('2026-05-14', today)).toBe(true);
    expect(isBeforeToday('2026-05-15', today)).toBe(false);
    expect(isBeforeToday('2030-01-01', today)).toBe(false);
    expect(isBeforeToday('1990-02-30', today)).toBe(false);
    expect(isBeforeToday('05/14/1990', today)).toBe(false);
  });
  it('schema uses the real today', () => {
    expect(ok(dateOfBirthField(), '1980-01-01')).toBe(true);
    expect(message(dateOfBirthField(), '2999-01-01')).toBe(FIELD_MESSAGES.dateOfBirth);
  });
});

describe('currency', () => {
  it('allows at most 2 decimals, commas and a dollar sign', () => {
    for (const good of ['1', '1.5', '1.50', '$1,234.56', '1234', 12.5, '.5'])
      expect(ok(currencyField(), good)).toBe(true);
    for (const bad of ['1.234', '1,23', 'abc', '', '$', 12.345, '-5'])
      expect(ok(currencyField(), bad)).toBe(false);
  });
  it('parses to a number', () => {
    expect(parseCurrency('$1,234.50')).toBe(1234.5);
    expect(parseCurrency('1.234')).toBeNaN();
  });
});
