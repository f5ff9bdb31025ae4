import {
  dealHeading,
  digitsOnly,
  formatCurrency,
  formatDate,
  formatPhone,
  navLabel,
} from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [1000000, '$1,000,000.00'],
    [-20, '-$20.00'],
    ['1,234.5', '$1,234.50'],
    ['$99', '$99.00'],
  ])('%p → %s', (value, text) => expect(formatCurrency(value)).toBe(text));

  it('falls back for missing values', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency('abc', '')).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('-');
  });
});

describe('masks', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['', ''],
  ])('phone %s → %s', (value, text) => expect(formatPhone(value)).toBe(text));

  it('digitsOnly', () => expect(digitsOnly('a1-2 3')).toBe('123'));
});

describe('formatDate', () => {
  it('ISO → MM/DD/YYYY', () => {
    expect(formatDate('2024-05-06')).toBe('05/06/2024');
    expect(formatDate('2024-05-06T10:00:00Z')).toBe('05/06/2024');
    expect(formatDate(null)).toBe('-');
  });
});

describe('navLabel', () => {
  it('nickname, else address, else a dash', () => {
    expect(navLabel({ nickname: 'Lake House', address: '1 Main' })).toBe('Lake House');
    expect(navLabel({ nickname: '', address: '1 Main' })).toBe('1 Main');
    expect(navLabel({ nickname: null, address: null })).toBe('-');
  });
});

describe('dealHeading', () => {
  it('nickname, else address, else the loan number, else the id: never a dash', () => {
    expect(dealHeading({ id: 'D1', nickname: 'Lake House', address: '1 Main' })).toBe('Lake House');
    expect(dealHeading({ id: 'D1', nickname: ' ', address: '1 Main' })).toBe('1 Main');
    expect(dealHeading({ id: 'D1', nickname: null, address: null, loanNumber: 'LN-7' })).toBe(
      'Loan LN-7',
    );
    expect(dealHeading({ id: 'D1', nickname: null, address: '', loanNumber: null })).toBe(
      'Deal D1',
    );
  });
});
