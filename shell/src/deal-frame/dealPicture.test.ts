import { streetAddress, streetViewSrc } from './dealPicture';

const TEMPLATE = 'https://maps.example/streetview?size=640x360&location={address}';

describe('deal picture', () => {
  it('builds the street address from what is known', () => {
    expect(
      streetAddress({ address: '615 Cedar St', city: 'Round Rock', state: 'TX', zip: '78664' }),
    ).toBe('615 Cedar St, Round Rock, TX 78664');
    expect(streetAddress({ address: '615 Cedar St', city: null, state: 'TX', zip: null })).toBe(
      '615 Cedar St, TX',
    );
    expect(streetAddress({ address: null, city: null, state: null, zip: null })).toBe('');
  });

  it('takes a whole address as it is', () => {
    expect(
      streetAddress({
        address: '615 Cedar St, Round Rock, TX 78664',
        city: 'Round Rock',
        state: 'TX',
        zip: '78664',
      }),
    ).toBe('615 Cedar St, Round Rock, TX 78664');
  });

  it('fills the configured template with the encoded address', () => {
    expect(streetViewSrc(TEMPLATE, '615 Cedar St, Round Rock, TX 78664')).toBe(
      'https://maps.example/streetview?size=640x360&location=615%20Cedar%20St%2C%20Round%20Rock%2C%20TX%2078664',
    );
  });

  it('gives no URL (the sample picture) without a service or an address', () => {
    expect(streetViewSrc('', '615 Cedar St')).toBeNull();
    expect(streetViewSrc(TEMPLATE, ' ')).toBeNull();
  });
});
