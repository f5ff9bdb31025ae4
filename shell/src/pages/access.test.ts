import { pageAccess, viewerOf, type Viewer } from './access';

const page = (
  audience: ('customer' | 'broker' | 'lead' | 'employee')[],
  whileViewing?: 'open' | 'read-only' | 'closed',
) => ({
  layout: 'signed-in' as const,
  audience,
  whileViewing,
});
const customer: Viewer = { signedIn: true, audience: 'customer', viewing: false };

describe('who may open a page', () => {
  it('opens a public page to anyone', () => {
    expect(pageAccess({ layout: 'public' }, { signedIn: false })).toBe('open');
    expect(pageAccess({ layout: 'public-grey' }, customer)).toBe('open');
  });

  it('sends a signed-out visitor of a signed-in page to sign in', () => {
    expect(pageAccess(page(['customer']), { signedIn: false })).toBe('sign-in');
  });

  it('opens a signed-in page to its audience only', () => {
    expect(pageAccess(page(['customer']), customer)).toBe('open');
    expect(pageAccess(page(['customer']), { ...customer, audience: 'broker' })).toBe('not-found');
    expect(pageAccess(page(['customer', 'broker']), { ...customer, audience: 'lead' })).toBe(
      'not-found',
    );
  });

  it('follows the page’s rule while an employee views an account (closed by default)', () => {
    const viewing = { ...customer, viewing: true };
    expect(pageAccess(page(['customer'], 'open'), viewing)).toBe('open');
    expect(pageAccess(page(['customer'], 'read-only'), viewing)).toBe('read-only');
    expect(pageAccess(page(['customer'], 'closed'), viewing)).toBe('not-found');
    expect(pageAccess(page(['customer']), viewing)).toBe('not-found');
  });
});

describe('the viewer from the session', () => {
  const facts = {
    signedIn: true,
    isLead: false,
    isCustomer: true,
    employeeOwnSession: false,
    viewing: false,
  };
  it('is a lead before anything else, then an employee on their own session, then by account type', () => {
    expect(viewerOf({ ...facts, isLead: true })).toEqual({
      signedIn: true,
      audience: 'lead',
      viewing: false,
    });
    expect(viewerOf({ ...facts, isCustomer: false, employeeOwnSession: true })).toMatchObject({
      audience: 'employee',
    });
    expect(viewerOf(facts)).toMatchObject({ audience: 'customer' });
    expect(viewerOf({ ...facts, isCustomer: false })).toMatchObject({ audience: 'broker' });
    expect(viewerOf({ ...facts, viewing: true })).toEqual({
      signedIn: true,
      audience: 'customer',
      viewing: true,
    });
    expect(viewerOf({ ...facts, signedIn: false })).toEqual({ signedIn: false });
  });
});
