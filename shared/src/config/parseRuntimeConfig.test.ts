import { parseRuntimeConfig } from './parseRuntimeConfig';

describe('parseRuntimeConfig', () => {
  it('accepts a partial config', () => {
    expect(parseRuntimeConfig({ brandName: 'X', session: { modalTimerMinutes: 0.5 } })).toEqual({
      brandName: 'X',
      session: { modalTimerMinutes: 0.5 },
    });
  });

  it('accepts an empty object', () => {
    expect(parseRuntimeConfig({})).toEqual({});
  });

  it('names every bad field', () => {
    expect(() =>
      parseRuntimeConfig({ whiteLabel: 'yes', session: { idleTimeoutMinutes: -1 } }),
    ).toThrow(/whiteLabel: .*; session\.idleTimeoutMinutes: /);
  });

  it('rejects unknown keys and non-objects', () => {
    expect(() => parseRuntimeConfig({ brandname: 'typo' })).toThrow(/brandname/);
    expect(() => parseRuntimeConfig(null)).toThrow(/Invalid runtime config/);
  });
});
