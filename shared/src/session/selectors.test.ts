import {
  accountKind,
  isAuthenticated,
  isBroker,
  isCustomer,
  isEmployeeSession,
  isViewingAnotherAccount,
  isLeadUser,
} from './selectors';

const base = { token: 't', accountType: 'CustomerAccount', employeeToken: null, isLead: false };

describe('session selectors', () => {
  it('customer', () => {
    expect(isCustomer(base)).toBe(true);
    expect(isBroker(base)).toBe(false);
    expect(accountKind(base)).toBe('customer');
  });

  it.each(['BrokerAccount', 'WholesaleAccount', 'Employee'])(
    '%s is a broker type',
    (accountType) => {
      const state = { ...base, accountType };
      expect(isBroker(state)).toBe(true);
      expect(isCustomer(state)).toBe(false);
      expect(accountKind(state)).toBe('broker');
    },
  );

  it('authenticated needs a token and an account type', () => {
    expect(isAuthenticated(base)).toBe(true);
    expect(isAuthenticated({ ...base, token: null })).toBe(false);
    expect(isAuthenticated({ ...base, accountType: null })).toBe(false);
    expect(accountKind({ ...base, accountType: null })).toBeNull();
  });

  it('employee session = an employee token is stored', () => {
    expect(isEmployeeSession(base)).toBe(false);
    expect(isEmployeeSession({ ...base, employeeToken: 'e' })).toBe(true);
  });

  it('lead', () => {
    expect(isLeadUser({ ...base, isLead: true })).toBe(true);
  });
});

describe('viewing another account', () => {
  it('is an employee token beside a different session token', () => {
    expect(isViewingAnotherAccount({ ...base, employeeToken: 'own', token: 'viewed' })).toBe(true);
    expect(isViewingAnotherAccount({ ...base, employeeToken: 'own', token: 'own' })).toBe(false);
    expect(isViewingAnotherAccount({ ...base, employeeToken: null, token: 'viewed' })).toBe(false);
  });
});
