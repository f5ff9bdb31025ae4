import {
  DELAY_REASONS,
  EXIT_STRATEGIES,
  SALE_OR_REFINANCE_OPTIONS,
  US_STATES,
  toOptions,
} from './options';

describe('option lists', () => {
  it('has the 50 states plus DC, unique abbreviations', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(51);
    expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.value))).toBe(true);
  });

  it('has the §9 lists', () => {
    expect(EXIT_STRATEGIES).toHaveLength(4);
    expect(DELAY_REASONS).toHaveLength(10);
    expect(SALE_OR_REFINANCE_OPTIONS).toEqual(['Sell', 'Refinance']);
    expect(toOptions(SALE_OR_REFINANCE_OPTIONS)[0]).toEqual({ value: 'Sell', label: 'Sell' });
  });
});
