import { productDisplayName } from './productName';

describe('productDisplayName', () => {
  it('names the coded product types', () => {
    expect(productDisplayName('NewConstruction')).toBe('New Construction');
    expect(productDisplayName('FixNFlip')).toBe('Fix and Flip');
    expect(productDisplayName(' FixNFlip ')).toBe('Fix and Flip');
  });

  it('shows readable types as they are', () => {
    for (const type of ['Short Term Finance', 'New Construction', 'Rental/DSCR', 'Bridge'])
      expect(productDisplayName(type)).toBe(type);
  });

  it('is empty for no type', () => {
    expect(productDisplayName(null)).toBe('');
    expect(productDisplayName(undefined)).toBe('');
    expect(productDisplayName('  ')).toBe('');
  });
});
