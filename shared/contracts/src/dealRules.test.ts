import { constructionView, isFundedPanel, showsConstructionTab } from './dealRules';

describe('isFundedPanel', () => {
  it.each(['Short Term Finance', 'NewConstruction', 'New Construction', 'FixNFlip'])(
    'product type %s',
    (productType) => {
      expect(isFundedPanel({ status: 'Application', productType })).toBe(true);
    },
  );
  it('status Funded', () =>
    expect(isFundedPanel({ status: 'Funded', productType: 'Rental' })).toBe(true));
  it('others show the pipeline', () => {
    expect(isFundedPanel({ status: 'Processing', productType: 'Rental' })).toBe(false);
    expect(isFundedPanel({})).toBe(false);
  });
});

describe('showsConstructionTab', () => {
  it('customers on qualifying deals only', () => {
    expect(showsConstructionTab({ status: 'Funded' }, true)).toBe(true);
    expect(showsConstructionTab({ status: 'Funded' }, false)).toBe(false);
    expect(showsConstructionTab({ status: 'Application', productType: 'FixNFlip' }, true)).toBe(
      true,
    );
    expect(showsConstructionTab({ status: 'Application', productType: 'Rental' }, true)).toBe(
      false,
    );
  });
});

describe('constructionView', () => {
  it('funded multifamily → contact the analyst', () => {
    const deal = { status: 'Funded', type: 'Multifamily' };
    expect(constructionView(deal)).toBe('contact-analyst');
  });
  it('not funded and not one of the four types → budget upload', () => {
    expect(constructionView({ status: 'Processing', productType: 'Rental' })).toBe('budget-upload');
    expect(constructionView({ status: 'Processing', type: 'Multifamily' })).toBe('budget-upload');
  });
  it('otherwise → draws', () => {
    expect(constructionView({ status: 'Funded', productType: 'Rental' })).toBe('draws');
    expect(constructionView({ status: 'Processing', productType: 'NewConstruction' })).toBe(
      'draws',
    );
  });
});
