import { PROFILE_MESSAGES } from '@lender/contracts';
import {
  EMPTY_PROFILE_VALUES,
  maskPhone,
  maskZip,
  toFormValues,
  toPayload,
  toStateCode,
  toStateValue,
  validateProfile,
} from './profileForm';

const valid = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
};

const stored = {
  id: 'p1',
  address: '1 Main St',
  city: 'Toronto',
  state: 'Ontario',
  zip: '78701',
  phone: '5125550100',
};

describe('profile form', () => {
  it('masks the zip to at most 5 digits', () => {
    expect(maskZip('78a70-12')).toBe('78701');
  });

  it('shows the phone 3-3-4 while typing', () => {
    expect(maskPhone('512')).toBe('512');
    expect(maskPhone('5125')).toBe('512-5');
    expect(maskPhone('(512) 555-0100 x9')).toBe('512-555-0100');
  });

  it('reads a state by abbreviation or name', () => {
    expect(toStateCode('tx')).toBe('TX');
    expect(toStateCode('District of Columbia')).toBe('DC');
    expect(toStateCode('Atlantis')).toBe('');
    expect(toStateCode(null)).toBe('');
  });

  it('keeps a stored state the list does not know, as it is stored', () => {
    expect(toStateValue('Texas')).toBe('TX');
    expect(toStateValue(' Ontario ')).toBe('Ontario');
    expect(toStateValue(null)).toBe('');
    expect(toFormValues({ ...stored, state: 'PR' }).state).toBe('PR');
  });

  it('builds form values from the fetched profile', () => {
    expect(
      toFormValues({
        id: 'p1',
        address: '1 Main St',
        city: null,
        state: 'Texas',
        zip: '78701',
        phone: '5125550100',
      }),
    ).toEqual({ street: '1 Main St', city: '', state: 'TX', zip: '78701', phone: '512-555-0100' });
  });

  it('sends the Billing fields with the phone as digits only', () => {
    expect(toPayload(valid)).toEqual({
      BillingStreet: '1 Main St',
      BillingCity: 'Austin',
      BillingState: 'TX',
      BillingPostalCode: '78701',
      Phone: '5125550100',
    });
  });

  it('accepts a valid profile', () => {
    expect(validateProfile(valid)).toEqual({ success: true, output: toPayload(valid) });
  });

  it("reports the shared schema's messages by field", () => {
    expect(validateProfile(EMPTY_PROFILE_VALUES)).toEqual({
      success: false,
      errors: {
        street: PROFILE_MESSAGES.street,
        city: PROFILE_MESSAGES.city,
        state: PROFILE_MESSAGES.state,
        zip: PROFILE_MESSAGES.zip,
        phone: PROFILE_MESSAGES.phone,
      },
    });
    expect(validateProfile({ ...valid, zip: '7870', phone: '512-555' })).toEqual({
      success: false,
      errors: { zip: PROFILE_MESSAGES.zip, phone: PROFILE_MESSAGES.phone },
    });
  });
});
