import * as v from 'valibot';
import {
  dealsResponseSchema,
  fundedDealListItemSchema,
  inProcessDealListItemSchema,
  navResponseSchema,
} from './deals';

const funded = {
  id: 'D1001',
  nickname: null,
  address: '12 Elm St, Austin, TX 78701',
  number: 'OPP-1001',
  product: 'Bridge',
  status: 'Funded',
  status_date: '2024-01-02',
  loan_amount: 250000,
  amount: 250000,
  maturityDate: '2025-01-01',
  loanSignDate: '2024-01-02',
  nextPaymentDate: '2024-02-01',
  loanNumber: 'LN-1001',
  productType: 'Bridge',
  street: '12 Elm St',
};
const inProcess = {
  ...funded,
  status: 'Application',
  legalName: 'Elm LLC',
  remaining_escrow: 0,
  construction: false,
  borrowingEntityName: 'Elm LLC',
};

describe('deal list items', () => {
  it('funded items drop the in-process extras', () => {
    expect(v.parse(fundedDealListItemSchema, inProcess)).toEqual({
      ...funded,
      status: 'Application',
    });
  });
  it('in-process items require the extras', () => {
    expect(v.safeParse(inProcessDealListItemSchema, inProcess).success).toBe(true);
    expect(v.safeParse(inProcessDealListItemSchema, funded).success).toBe(false);
  });
  it('the deals response takes both kinds', () => {
    expect(v.parse(dealsResponseSchema, { deals: [funded, inProcess] }).deals).toHaveLength(2);
    expect(v.safeParse(dealsResponseSchema, { deals: [{ id: 1 }] }).success).toBe(false);
  });
});

describe('nav response', () => {
  it('has the three lists', () => {
    const item = { id: 'D1', nickname: 'Home', address: null };
    expect(
      v.parse(navResponseSchema, { funded_loans: [item], construction: [], loans_in_process: [] })
        .funded_loans,
    ).toEqual([item]);
    expect(v.safeParse(navResponseSchema, { funded_loans: [] }).success).toBe(false);
  });
});
