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
export const inProcessDealDetail = (overrides: Partial<DealDetail> = {}): DealDetail =>
  dealDetail({
    id: 'deal-1',
    address: '12 Maple St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    type: 'Bridge',
    rate: 9.5,
    nextPaymentDate: '2026-04-01',
    principalBalance: 250000,
    tIEscrowBalance: 0,
    interestReserves: 0,
    status: 'Processing',
    properties: [],
    rep: null,
    nickname: 'Maple Flip',
    appraisal: { OrderedDate: '2026-03-01', CompletedDate: null, Paid: 'false' },
    ...overrides,
  });
