// Test data: deal list items as the API sends them.
import type { DealListItem } from '@lender/contracts';

export const deal = (overrides: Partial<DealListItem> = {}): DealListItem => ({
  id: 'd1',
  nickname: 'Maple Flip',
  address: '12 Maple St, Austin, TX 78701',
  number: 'N-100',
  product: 'Fix and Flip',
  status: 'Application',
  status_date: '2025-04-02',
  loan_amount: 250000,
  amount: 250000,
  maturityDate: '2026-05-01',
  loanSignDate: '2025-05-01',
  nextPaymentDate: '2025-07-01',
  loanNumber: 'LN-1001',
  productType: 'FixNFlip',
  street: '12 Maple St',
  ...overrides,
});
