import { inConstructionNav } from './routes';

// The rule itself is the shared domain's isFundedPanel (shared/src/domain/dealRules.ts).
describe('the construction nav list', () => {
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
  ])('%s %s with a budget: %s', (status, productType, expected) => {
    expect(inConstructionNav({ status, productType, hasBudget: true })).toBe(expected);
  });

  it('needs a budget', () => {
    expect(inConstructionNav({ status: 'Funded', productType: 'Bridge', hasBudget: false })).toBe(
      false,
    );
  });
});
