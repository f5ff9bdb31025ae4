import { thankYouTypeLabel } from './thankYouType';

describe('thankYouTypeLabel', () => {
  it('puts the type in words', () => {
    expect(thankYouTypeLabel('payoff-request')).toBe('payoff request');
    expect(thankYouTypeLabel('loss_draft')).toBe('loss draft');
    expect(thankYouTypeLabel('capexReimbursement')).toBe('capex reimbursement');
    expect(thankYouTypeLabel(' Extension ')).toBe('extension');
  });
});
