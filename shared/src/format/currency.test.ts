// A page's first Intl number format loads ICU's formatting data (tens of milliseconds of a phone's
// main thread): the core writes dollars and counts itself, so a page showing them makes no Intl
// number format, and writes them exactly as en-US's formats do.
import { formatCount, formatCurrency } from './format';

const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

it('makes no Intl number format as the core is loaded nor for the money and counts it shows', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  const localized = jest.spyOn(Number.prototype, 'toLocaleString');
  try {
    jest.isolateModules(() => {
      // The whole core, as the shell's entry evaluates it.
      const core = jest.requireActual<typeof import('../index')>('../index');
      expect(core.formatCurrency(1234.5)).toBe('$1,234.50');
      expect(core.formatCurrency('99')).toBe('$99.00');
      expect(core.formatCurrency(-5_111_701.945)).toBe('-$5,111,701.95');
      expect(core.formatCount(12_345)).toBe('12,345');
      expect(made).not.toHaveBeenCalled();
      expect(localized).not.toHaveBeenCalled();
    });
  } finally {
    made.mockRestore();
    localized.mockRestore();
  }
});

it.each([
  // Half up on the shortest decimal form, as Intl rounds (not the double's binary value).
  1.005, 2.675, 1.115, 0.005, -0.005, 0.004999, 999.995, 9_999_999.995, 24_923_122_104.274998,
  // Zero's sign, and magnitudes written with an exponent.
  0, -0, -0.001, 1e-8, -1e-8, 5e-7,
  // Past the cents a double holds exactly: Intl's own answer.
  123_456_789_012_345.67, 4e15, 1e21, -1e22,
])('%p is written as Intl writes it', (value) => {
  expect(formatCurrency(value)).toBe(intl.format(value));
});

it('writes what Intl writes for many amounts', () => {
  // A fixed pseudo-random walk, so a failure names the same amounts each run.
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < 20_000; i += 1) {
    const value = (next() - 0.3) * 10 ** Math.floor(next() * 16);
    const cents = Math.round(next() * 1e9) / 100;
    for (const amount of [value, cents, -cents])
      expect([amount, formatCurrency(amount)]).toEqual([amount, intl.format(amount)]);
  }
});

it.each([0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321, Number.MAX_SAFE_INTEGER])(
  'the count %p is written as en-US writes it',
  (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  },
);
