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

  it('applyUrl and pricingEngineUrl are http(s) URLs', () => {
    const urls = { applyUrl: 'https://apply.test/start?x=1', pricingEngineUrl: 'http://p.test' };
    expect(parseRuntimeConfig(urls)).toEqual(urls);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://files.test/a',
      '/apply',
      'apply.test',
      '',
      5,
    ]) {
      expect(() => parseRuntimeConfig({ applyUrl: bad })).toThrow(
        /^Invalid runtime config: applyUrl: must be an absolute http:\/\/ or https:\/\/ URL$/,
      );
      expect(() => parseRuntimeConfig({ pricingEngineUrl: bad })).toThrow(
        'Invalid runtime config: pricingEngineUrl: must be an absolute http:// or https:// URL',
      );
    }
  });

  it('streetViewUrl is empty or an http(s) URL template naming {address}', () => {
    for (const good of ['', 'https://maps.example/streetview?size=640x360&location={address}'])
      expect(parseRuntimeConfig({ streetViewUrl: good })).toEqual({ streetViewUrl: good });
    for (const bad of [
      'https://maps.example/streetview',
      'javascript:{address}',
      '/streetview?location={address}',
      5,
    ]) {
      expect(() => parseRuntimeConfig({ streetViewUrl: bad })).toThrow(
        "Invalid runtime config: streetViewUrl: must be '' or an absolute http:// or https:// URL with {address}",
      );
    }
  });

  it('rejects unknown keys and non-objects', () => {
    expect(() => parseRuntimeConfig({ brandname: 'typo' })).toThrow(/brandname/);
    expect(() => parseRuntimeConfig(null)).toThrow(/Invalid runtime config/);
  });

  it('drops the retired flags of an older config.json, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(
        parseRuntimeConfig({
          flags: { customerAppsDisabled: false, sessionPath: '/x', loanLookupDisabled: false },
        }),
      ).toEqual({ flags: { loanLookupDisabled: false } });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/flags\.customerAppsDisabled, flags\.sessionPath/),
      );
      expect(() => parseRuntimeConfig({ flags: { sessionPath: 1, unknownFlag: true } })).toThrow(
        /flags\.unknownFlag/,
      );
    } finally {
      warn.mockRestore();
    }
  });
});
