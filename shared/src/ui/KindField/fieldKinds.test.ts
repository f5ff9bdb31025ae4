import {
  currencyKind,
  dateKind,
  kindError,
  loanNumberKind,
  phoneKind,
  textOnLeave,
  zipKind,
} from './fieldKinds';

describe('currency', () => {
  it('parses digits, commas, a dollar sign and at most 2 decimals; formats $1,234.50', () => {
    expect(currencyKind.parse('$1,234.5')).toBe(1234.5);
    expect(currencyKind.parse('450000')).toBe(450000);
    expect(currencyKind.parse('1.234')).toBeNull();
    expect(currencyKind.parse('12a')).toBeNull();
    expect(currencyKind.parse('')).toBeNull();
    expect(currencyKind.format(450000)).toBe('$450,000.00');
    expect(currencyKind.input('$4a5,0.0x')).toBe('$45,0.0');
    expect(textOnLeave('currency', '450000')).toBe('$450,000.00');
    expect(kindError('currency', '1.234')).toBe(currencyKind.message);
  });
});

describe('phone', () => {
  it('takes 10 digits, shows 3-3-4 as typed, sends digits', () => {
    expect(phoneKind.parse('(512) 555-0142')).toBe('5125550142');
    expect(phoneKind.parse('555-0142')).toBeNull();
    expect(phoneKind.format('5125550142')).toBe('512-555-0142');
    expect(phoneKind.input('512x555')).toBe('512-555');
    expect(phoneKind.input('(512) 555-01429')).toBe('512-555-0142');
    expect(textOnLeave('phone', '5125550142')).toBe('512-555-0142');
    expect(kindError('phone', '12345')).toBe(phoneKind.message);
  });
});

describe('date', () => {
  it('takes a real date, YYYY-MM-DD or MM/DD/YYYY, and sends YYYY-MM-DD', () => {
    expect(dateKind.parse('2026-03-15')).toBe('2026-03-15');
    expect(dateKind.parse('3/5/2026')).toBe('2026-03-05');
    expect(dateKind.parse('2026-02-30')).toBeNull();
    expect(dateKind.parse('soon')).toBeNull();
    expect(kindError('date', '13/45/2026')).toBe(dateKind.message);
  });
});

describe('zip', () => {
  it('keeps 5 digits', () => {
    expect(zipKind.input('78701-1234')).toBe('78701');
    expect(zipKind.parse('78701')).toBe('78701');
    expect(zipKind.parse('7870')).toBeNull();
    expect(kindError('zip', '7870')).toBe('Zip must be 5 digits.');
    expect(kindError('zip', '')).toBeNull();
  });
});

describe('loan number', () => {
  it('takes letters, digits and dashes, upper-cased', () => {
    expect(loanNumberKind.parse(' ln-1009 ')).toBe('LN-1009');
    expect(loanNumberKind.parse('LN--1')).toBeNull();
    expect(loanNumberKind.parse('LOAN')).toBeNull();
    expect(loanNumberKind.input('LN 1009!')).toBe('LN1009');
    expect(textOnLeave('loanNumber', 'ln-1009')).toBe('LN-1009');
    expect(kindError('loanNumber', 'abc')).toBe(loanNumberKind.message);
    // No example in the field: any loan number shown could be someone's real loan.
    expect(loanNumberKind.placeholder).toBeUndefined();
    expect(kindError('loanNumber', 'abc', 'Loan number is required.')).toBe(
      'Loan number is required.',
    );
    expect(kindError('loanNumber', 'LN-1009', 'Loan number is required.')).toBeNull();
  });
});
