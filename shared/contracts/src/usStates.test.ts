import { US_STATES } from './usStates';

it('has the 50 states plus DC, unique abbreviations', () => {
  expect(US_STATES).toHaveLength(51);
  expect(new Set(US_STATES.map((s) => s.value)).size).toBe(51);
  expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' });
  expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.value))).toBe(true);
});
