import { inConstructionNav, isFunded, qualifiesForConstruction } from './rules';

describe('deal rules', () => {
  it('funded is the Funded status', () => {
    expect(isFunded('Funded')).toBe(true);
    expect(isFunded('Clear to Close')).toBe(false);
  });

  it.each([
    ['Funded', 'Bridge', true],
    ['Funded', 'Multifamily', true],
    ['Application', 'Short Term Finance', true],
    ['Application', 'NewConstruction', true],
    ['Application', 'New Construction', true],
    ['Application', 'FixNFlip', true],
    ['Application', 'Rental/DSCR', false],
    ['Application', 'Bridge', false],
    ['Application', null, false],
  ])('%s %s qualifies for construction: %s', (status, productType, expected) => {
    expect(qualifiesForConstruction({ status, productType })).toBe(expected);
  });

  it('the construction nav needs a budget', () => {
    expect(inConstructionNav({ status: 'Funded', productType: 'Bridge', hasBudget: false })).toBe(
      false,
    );
    expect(inConstructionNav({ status: 'Funded', productType: 'Bridge', hasBudget: true })).toBe(
      true,
    );
    expect(
      inConstructionNav({ status: 'Application', productType: 'Bridge', hasBudget: true }),
    ).toBe(false);
  });
});
