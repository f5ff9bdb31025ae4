import * as v from 'valibot';
import { PROFILE_MESSAGES, profileResponseSchema, profileUpdateSchema } from './profile';

const good = {
  BillingStreet: '1 Main St',
  BillingCity: 'Austin',
  BillingState: 'TX',
  BillingPostalCode: '78701',
  Phone: '5125550100',
};
const first = (input: unknown) => v.safeParse(profileUpdateSchema, input).issues?.[0]?.message;

describe('profileUpdateSchema', () => {
  it('accepts the wire payload', () => {
    expect(v.parse(profileUpdateSchema, good)).toEqual(good);
  });
  it('zip is 5 digits', () => {
    expect(first({ ...good, BillingPostalCode: '7870' })).toBe(PROFILE_MESSAGES.zip);
    expect(PROFILE_MESSAGES.zip).toBe('Zip must be 5 digits.');
  });
  it('phone is digits only, at least 10, and its message speaks of the digits alone', () => {
    expect(PROFILE_MESSAGES.phone).toBe('Phone must have at least 10 digits.');
    expect(first({ ...good, Phone: '512-555-0100' })).toBe(PROFILE_MESSAGES.phone);
    expect(first({ ...good, Phone: '512555010' })).toBe(PROFILE_MESSAGES.phone);
  });
  it('street, city and state are required', () => {
    expect(first({ ...good, BillingStreet: ' ' })).toBe(PROFILE_MESSAGES.street);
    expect(first({ ...good, BillingCity: '' })).toBe(PROFILE_MESSAGES.city);
    expect(first({ ...good, BillingState: undefined })).toBe(PROFILE_MESSAGES.state);
  });
  it('state is a US state or DC abbreviation', () => {
    expect(v.parse(profileUpdateSchema, { ...good, BillingState: ' DC ' }).BillingState).toBe('DC');
    expect(v.parse(profileUpdateSchema, { ...good, BillingState: 'WY' }).BillingState).toBe('WY');
    for (const state of ['Texas', 'tx', 'PR', 'XX', 'T']) {
      expect(first({ ...good, BillingState: state })).toBe(PROFILE_MESSAGES.stateInvalid);
    }
    expect(PROFILE_MESSAGES.stateInvalid).toBe(
      'State must be the 2-letter abbreviation of a US state or DC (e.g. TX).',
    );
  });
  it('a missing key reports the field message', () => {
    expect(first({})).toBe(PROFILE_MESSAGES.street);
    const { Phone: _phone, ...noPhone } = good;
    expect(first(noPhone)).toBe(PROFILE_MESSAGES.phone);
  });
});

describe('profileResponseSchema', () => {
  it('allows missing values', () => {
    const profile = { id: 'a', address: null, city: null, state: null, zip: null, phone: null };
    expect(v.parse(profileResponseSchema, { profile })).toEqual({ profile });
  });
});
