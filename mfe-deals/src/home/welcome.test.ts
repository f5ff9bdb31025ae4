import { firstNameOf, welcomeText } from './welcome';

describe('firstNameOf', () => {
  it.each([
    ['Jane Doe', 'Jane'],
    ['  Jane   Mary  Doe ', 'Jane'],
    ['Cher', 'Cher'],
    ['Jane\tDoe', 'Jane'],
  ])('gives the first word of %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });

  it.each([null, undefined, '', '   '])('gives null for %j', (name) => {
    expect(firstNameOf(name)).toBeNull();
  });
});

describe('welcomeText', () => {
  it('greets by first name', () => {
    expect(welcomeText('Jane Doe')).toBe('Welcome, Jane');
  });

  it('falls back to a plain welcome without a name', () => {
    expect(welcomeText(null)).toBe('Welcome');
    expect(welcomeText('  ')).toBe('Welcome');
  });
});
