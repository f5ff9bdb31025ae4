import { COUNTRIES, UNITED_STATES, isCountry } from './countries';

describe('COUNTRIES', () => {
  it("puts 'United States' first, then the others alphabetically, each once", () => {
    expect(COUNTRIES[0]).toBe(UNITED_STATES);
    const others = COUNTRIES.slice(1);
    expect([...others].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(others);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(others).not.toContain(UNITED_STATES);
    expect(COUNTRIES.length).toBeGreaterThan(190);
  });

  it('knows the names of the list only', () => {
    expect(isCountry('Canada')).toBe(true);
    expect(isCountry('canada')).toBe(false);
    expect(isCountry('')).toBe(false);
  });
});
