import { initials, repContact, telHref } from './repContact';

const support = { supportEmail: 'help@lender.test', supportPhone: '800-555-0100' };

describe('repContact', () => {
  it("is the deal's rep when there is one", () => {
    const rep = {
      name: 'Dana Whitfield',
      title: 'Senior Loan Officer',
      email: 'dana@lender.test',
      phone: '512-555-0142',
      image: null,
    };
    expect(repContact(rep, support)).toBe(rep);
  });

  it('is the default support contact of the runtime config otherwise', () => {
    expect(repContact(null, support)).toEqual({
      name: 'Customer Support',
      title: null,
      email: 'help@lender.test',
      phone: '800-555-0100',
      image: null,
    });
  });

  it('takes the initials of the first and last names', () => {
    expect(initials('Dana Whitfield')).toBe('DW');
    expect(initials(' marcus  de la Oyelaran ')).toBe('MO');
    expect(initials('Support')).toBe('S');
    expect(initials('')).toBe('');
  });

  it('dials digits only', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+1 800-555-0100')).toBe('tel:+18005550100');
  });
});
