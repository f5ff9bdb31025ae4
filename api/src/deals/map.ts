// Database rows -> wire shapes of spec §3 (deal list items and nav items).
import type { FundedDealListItem, InProcessDealListItem, NavItem } from '@lender/contracts';
import type { Selectable } from 'kysely';
import type { DealsTable } from '../db/types';

export type DealListRow = Pick<
  Selectable<DealsTable>,
  | 'id'
  | 'nickname'
  | 'address'
  | 'number'
  | 'product'
  | 'status'
  | 'status_date'
  | 'loan_amount'
  | 'amount'
  | 'maturity_date'
  | 'loan_sign_date'
  | 'next_payment_date'
  | 'loan_number'
  | 'product_type'
  | 'street'
  | 'legal_name'
  | 'remaining_escrow'
  | 'construction'
  | 'borrowing_entity_name'
>;

export const DEAL_LIST_COLUMNS = [
  'deals.id',
  'deals.nickname',
  'deals.address',
  'deals.number',
  'deals.product',
  'deals.status',
  'deals.status_date',
  'deals.loan_amount',
  'deals.amount',
  'deals.maturity_date',
  'deals.loan_sign_date',
  'deals.next_payment_date',
  'deals.loan_number',
  'deals.product_type',
  'deals.street',
  'deals.legal_name',
  'deals.remaining_escrow',
  'deals.construction',
  'deals.borrowing_entity_name',
] as const;

export function toFundedItem(row: DealListRow): FundedDealListItem {
  return {
    id: row.id,
    nickname: row.nickname,
    address: row.address,
    number: row.number,
    product: row.product,
    status: row.status,
    status_date: row.status_date,
    loan_amount: row.loan_amount,
    amount: row.amount,
    maturityDate: row.maturity_date,
    loanSignDate: row.loan_sign_date,
    nextPaymentDate: row.next_payment_date,
    loanNumber: row.loan_number,
    productType: row.product_type,
    street: row.street,
  };
}

export function toInProcessItem(row: DealListRow): InProcessDealListItem {
  return {
    ...toFundedItem(row),
    legalName: row.legal_name,
    remaining_escrow: row.remaining_escrow,
    construction: row.construction,
    borrowingEntityName: row.borrowing_entity_name,
  };
}

export const toNavItem = (row: {
  id: string;
  nickname: string | null;
  address: string | null;
}): NavItem => ({
  id: row.id,
  nickname: row.nickname,
  address: row.address,
});
