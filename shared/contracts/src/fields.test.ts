import * as v from 'valibot';
import { digitsOnly } from './digits';
import {
  currencyField,
  emailField,
  loanNumberField,
  optionalEmailField,
  phoneField,
  requiredText,
  textInput,
} from './fields';
import {
  FIELD_MESSAGES,
  hasBrokenText,
  hasControlCharacters,
  isLoanNumber,
  MAX_EMAIL_LENGTH,
  parseCurrency,
} from './fieldRules';

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

describe('control characters', () => {
  const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r'];

  it.each(controls)('a text field refuses %j with its own message', (control) => {
    expect(message(textInput('X'), `a${control}b`)).toBe(FIELD_MESSAGES.controlCharacters);
    expect(message(requiredText('Street is required.'), `1 Main St${control}`)).toBe(
      FIELD_MESSAGES.controlCharacters,
    );
  });

  it('keeps the pieces built on textInput refusing them (email, phone...)', () => {
    expect(ok(emailField(), 'a\u0000@b.com')).toBe(false);
    expect(ok(phoneField(), '555-123-4567\u0000')).toBe(false);
  });

  it('accepts ordinary text, accents, emoji and a missing value', () => {
    for (const text of ['Café Street 5', 'Zoë – №1 😀', '', undefined])
      expect(ok(textInput('X'), text)).toBe(true);
  });

  it('lets a multi-line field keep tab and line breaks, nothing else', () => {
    const multiline = textInput('X', { multiline: true });
    expect(ok(multiline, 'line one\r\nline two\tend')).toBe(true);
    expect(message(multiline, 'a\u0000b')).toBe(FIELD_MESSAGES.controlCharacters);
    expect(hasControlCharacters('a\nb', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
  });
});

describe('broken Unicode', () => {
  it.each(['\ud800', 'a\udc00b', 'end\udbff'])(
    'a text field refuses %j with its own message',
    (text) => {
      expect(message(textInput('X'), text)).toBe(FIELD_MESSAGES.brokenText);
      expect(message(textInput('X', { multiline: true }), text)).toBe(FIELD_MESSAGES.brokenText);
    },
  );

  it('keeps whole surrogate pairs (emoji)', () => {
    expect(ok(textInput('X'), 'Roof done \ud83d\ude00')).toBe(true);
    expect(hasBrokenText('\ud83d\ude00')).toBe(false);
  });
});

describe('loan number', () => {
  it('takes dash-joined letters and digits with at least one digit, in either case', () => {
    for (const good of ['LN-1009', 'ln-1009', 'LN-L30', '123456'])
      expect(isLoanNumber(good)).toBe(true);
    for (const bad of ['', 'LOAN', 'LN--1', '-LN1', 'LN 1009', 'LN-1009!'])
      expect(isLoanNumber(bad)).toBe(false);
  });

  it('says the form’s message when empty or too long, the loan-number message when not one', () => {
    const field = loanNumberField('Loan number is required.', 10);
    const issue = (value: unknown) => v.safeParse(field, value).issues?.[0]?.message;
    expect(v.parse(field, ' LN-1009 ')).toBe('LN-1009');
    expect(issue('')).toBe('Loan number is required.');
    expect(issue('LN-1234567890')).toBe('Loan number is required.');
    expect(issue('loan')).toBe(FIELD_MESSAGES.loanNumber);
  });
});
