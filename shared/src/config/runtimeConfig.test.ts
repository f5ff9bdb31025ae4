import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';
import {
  defaultRuntimeConfig,
  getRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  subscribeRuntimeConfig,
} from './runtimeConfig';

afterEach(() => resetRuntimeConfig());

describe('runtime config', () => {
  it('starts with the defaults of spec §6/§9', () => {
    const config = getRuntimeConfig();
    expect(config.brandName).toBe('Lender Portal');
    expect(config.apiBaseUrl).toBe('');
    expect(config.whiteLabel).toBe(false);
    expect(config.devRoutes).toBe(false);
    expect(config.analyticsEnabled).toBe(false);
    expect(config.streetViewUrl).toBe('');
    expect(config.session).toEqual({
      idleTimeoutMinutes: 20,
      modalTimerMinutes: 2,
      actionIntervalMinutes: 10,
      actionDebounceMs: 500,
      mouseIgnoreMs: 200,
    });
    expect(config.flags).toEqual({
      loanLookupDisabled: true,
      appraisalPaymentEnabled: true,
      pricingEngineEnabled: true,
      newApplicationsHidden: true,
    });
  });

  it('merges a partial config, including nested session timers and flags', () => {
    setRuntimeConfig({
      brandName: 'Acme Lending',
      apiBaseUrl: 'https://api.acme.test/',
      session: { idleTimeoutMinutes: 0.1 },
      flags: { loanLookupDisabled: false },
    });
    const config = getRuntimeConfig();
    expect(config.brandName).toBe('Acme Lending');
    expect(config.apiBaseUrl).toBe('https://api.acme.test');
    expect(config.session.idleTimeoutMinutes).toBe(0.1);
    expect(config.session.modalTimerMinutes).toBe(2);
    expect(config.flags.loanLookupDisabled).toBe(false);
    expect(config.flags.appraisalPaymentEnabled).toBe(true);
    expect(defaultRuntimeConfig.brandName).toBe('Lender Portal');
  });

  it('defaults to the one support contact', () => {
    expect(defaultRuntimeConfig.supportEmail).toBe(DEFAULT_SUPPORT_CONTACT.email);
    expect(defaultRuntimeConfig.supportPhone).toBe(DEFAULT_SUPPORT_CONTACT.phone);
    expect(DEFAULT_SUPPORT_CONTACT).toEqual({
      name: 'Customer Support',
      email: 'support@lender.example',
      phone: '800-555-0100',
    });
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(getRuntimeConfig())).toBe(true);
    expect(Object.isFrozen(getRuntimeConfig().session)).toBe(true);
  });

  it('notifies subscribers on change and stops after unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeRuntimeConfig(listener);
    setRuntimeConfig({ whiteLabel: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setRuntimeConfig({ whiteLabel: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
