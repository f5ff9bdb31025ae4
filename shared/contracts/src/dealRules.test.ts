import { constructionView, dealTabShows, isFundedPanel } from './dealRules';

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

/** Construction Management's declared conditions. */
const showsConstruction = (deal: Parameters<typeof dealTabShows>[1], customer: boolean) =>
  dealTabShows(['customer', 'construction-deal'], deal, customer);

describe('a deal tab shown for customers on construction deals', () => {
  it('customers on qualifying deals only', () => {
    expect(showsConstruction({ status: 'Funded' }, true)).toBe(true);
    expect(showsConstruction({ status: 'Funded' }, false)).toBe(false);
    expect(showsConstruction({ status: 'Application', productType: 'FixNFlip' }, true)).toBe(true);
    expect(showsConstruction({ status: 'Application', productType: 'Rental' }, true)).toBe(false);
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
