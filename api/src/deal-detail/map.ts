// Database rows -> the deal page's wire shapes of spec §3 (deal detail, members, the entity's LOC).
import {
  DEFAULT_SUPPORT_CONTACT,
  type DealDetail,
  type DealLocResponse,
  type DealMember,
} from '@lender/contracts';
import type { Selectable } from 'kysely';
import type {
  DealMembersTable,
  DealsTable,
  LocsTable,
  PropertiesTable,
  RepsTable,
  UnderwritingsTable,
} from '../db/types';

const iso = (value: Date | string): string => new Date(value).toISOString();

export type DealRow = Selectable<DealsTable>;
export type RepRow = Pick<Selectable<RepsTable>, 'name' | 'title' | 'email' | 'phone' | 'image'>;
type PropertyRow = Pick<Selectable<PropertiesTable>, 'street' | 'city' | 'state' | 'zip'>;
export type LocRow = Pick<
  Selectable<LocsTable>,
  | 'id'
  | 'name'
  | 'borrowing_entity_id'
  | 'loc_status'
  | 'sales_loc_status'
  | 'entity_milestone'
  | 'application_receipt'
  | 'created_at'
>;
export type UnderwritingRow = Pick<
  Selectable<UnderwritingsTable>,
  'id' | 'name' | 'status' | 'created_at'
>;

export interface BudgetTotals {
  totalBudget: number;
  totalInvoiced: number;
}

export interface DealDetailRows {
  deal: DealRow;
  rep: RepRow | null;
  properties: PropertyRow[];
  /** The LOCs of the deal's borrowing entity, newest first. */
  locs: LocRow[];
  /** Sums over the deal's construction budget; null when it has none. */
  budget: BudgetTotals | null;
  uploadedBudgets: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** A rep without an email or phone falls back to the lender's support contact for that field. */
const toDealRep = (rep: RepRow | null): DealDetail['rep'] =>
  rep && {
    name: rep.name,
    title: rep.title,
    email: rep.email ?? DEFAULT_SUPPORT_CONTACT.email,
    phone: rep.phone ?? DEFAULT_SUPPORT_CONTACT.phone,
    image: rep.image,
  };

export function toDealDetail(rows: DealDetailRows): DealDetail {
  const { deal, locs, budget } = rows;
  const latest = locs[0];
  const totalBudget = cents(budget?.totalBudget ?? 0);
  const totalInvoiced = cents(budget?.totalInvoiced ?? 0);
  return {
    id: deal.id,
    loanNumber: deal.loan_number,
    address: deal.address,
    city: deal.city,
    state: deal.state,
    zip: deal.zip,
    type: deal.type,
    property: { type: deal.property_type },
    rate: deal.rate,
    nextPaymentDate: deal.next_payment_date,
    loan_amount: deal.loan_amount,
    principalBalance: deal.principal_balance,
    tIEscrowBalance: deal.t_i_escrow_balance,
    suspenseBalance: deal.suspense_balance,
    interestReserves: deal.interest_reserves,
    status: deal.status,
    properties: rows.properties.map(({ street, city, state, zip }) => ({
      street,
      city,
      state,
      zip,
    })),
    rep: toDealRep(rows.rep),
    nickname: deal.nickname,
    productType: deal.product_type,
    locStatus: locs.map((loc) => ({
      BorrowingEntityId: loc.borrowing_entity_id,
      LOC_Status__c: loc.loc_status,
      Sales_LOC_Status__c: loc.sales_loc_status,
      CreatedDate: iso(loc.created_at),
    })),
    borrowingEntities: deal.borrowing_entity_id
      ? [{ BorrowingEntity__c: deal.borrowing_entity_id }]
      : [],
    acctLoc: latest
      ? {
          Entity_Milestone__c: latest.entity_milestone,
          ApplicationReceipt__c: latest.application_receipt,
        }
      : null,
    appraisal: {
      OrderedDate: deal.appraisal_ordered_date,
      CompletedDate: deal.appraisal_completed_date,
      Paid: deal.appraisal_paid ? 'true' : 'false',
    },
    appraisal_amount: deal.appraisal_amount,
    title: { OrderedDate: deal.title_ordered_date, CompletedDate: deal.title_completed_date },
    inspection: {
      OrderedDate: deal.inspection_ordered_date,
      CompletedDate: deal.inspection_completed_date,
    },
    dealBudget: {
      totalBudget,
      totalInvoiced,
      totalBalance: cents(totalBudget - totalInvoiced),
    },
    uploadedBudgets: rows.uploadedBudgets,
  };
}

export const toDealMember = (
  row: Pick<Selectable<DealMembersTable>, 'firstname' | 'lastname' | 'email' | 'role' | 'status'>,
): DealMember => ({
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  role: row.role,
  status: row.status,
});

export function toDealLoc(loc: LocRow | null, underwritings: UnderwritingRow[]): DealLocResponse {
  return {
    loc: loc && {
      Id: loc.id,
      Name: loc.name,
      BorrowingEntity__c: loc.borrowing_entity_id,
      LOC_Status__c: loc.loc_status,
      Sales_LOC_Status__c: loc.sales_loc_status,
      Entity_Milestone__c: loc.entity_milestone,
      ApplicationReceipt__c: loc.application_receipt,
      CreatedDate: iso(loc.created_at),
    },
    underwriting: underwritings.map((uw) => ({
      Id: uw.id,
      Name: uw.name,
      Status__c: uw.status,
      LineOfCredit__c: loc?.id ?? null,
      CreatedDate: iso(uw.created_at),
    })),
  };
}
