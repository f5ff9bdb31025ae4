import { currencyOnBlur } from './currencyInput';

it('formats an amount as currency once it is left, and leaves anything else', () => {
  expect(currencyOnBlur('450000')).toBe('$450,000.00');
  expect(currencyOnBlur('1,234.5')).toBe('$1,234.50');
  expect(currencyOnBlur('abc')).toBe('abc');
  expect(currencyOnBlur('')).toBe('');
});
