import { addDays, addMonths, monthStart } from './dates';
import { cents, createRng } from './prng';

describe('createRng', () => {
  it('is deterministic per seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });
  it('keeps ints in range and picks from the list', () => {
    const rng = createRng(1);
    for (let i = 0; i < 200; i += 1) {
      const n = rng.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    }
    expect(() => rng.pick([])).toThrow();
  });
  it('rounds to cents', () => {
    expect(cents(2.345678)).toBe(2.35);
    expect(cents(2.344)).toBe(2.34);
  });
});

describe('date helpers', () => {
  it('add months clamping the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-01-15', 12, 1)).toBe('2025-01-01');
    expect(addMonths('2024-03-01', -3)).toBe('2023-12-01');
  });
  it('adds days and finds a month start', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(monthStart(new Date(Date.UTC(2026, 4, 17)))).toBe('2026-05-01');
  });
});
