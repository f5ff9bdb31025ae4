// Test data: deal details and members as the API sends them.
import type { DealDetail, DealMember } from '@lender/contracts';
import { dealDetail } from '@lender/shared/testing';

export { dealDetail };

export const dealMember = (overrides: Partial<DealMember> = {}): DealMember => ({
  firstname: 'Jordan',
  lastname: 'Ellis',
  email: 'borrower@demo.test',
  role: 'Primary Borrower',
  status: 'Active',
  ...overrides,
});

/** An in-process deal whose appraisal is ordered and unpaid (the card form's and documents' tests). */
export const inProcessDealDetail = (overrides: Partial<DealDetail> = {}): DealDetail => ({
  id: 'deal-1',
  loanNumber: 'LN-1001',
  address: '12 Maple St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  type: 'Bridge',
  property: { type: 'Single Family' },
  rate: 9.5,
  nextPaymentDate: '2026-04-01',
  loan_amount: 250000,
  principalBalance: 250000,
  tIEscrowBalance: 0,
  suspenseBalance: 0,
  interestReserves: 0,
  status: 'Processing',
  properties: [],
  rep: null,
  nickname: 'Maple Flip',
  productType: 'Bridge',
  locStatus: [],
  borrowingEntities: [],
  acctLoc: null,
  appraisal: { OrderedDate: '2026-03-01', CompletedDate: null, Paid: 'false' },
  appraisal_amount: 650,
  title: { OrderedDate: null, CompletedDate: null },
  inspection: { OrderedDate: null, CompletedDate: null },
  dealBudget: { totalBudget: 0, totalInvoiced: 0, totalBalance: 0 },
  uploadedBudgets: 0,
  ...overrides,
});
