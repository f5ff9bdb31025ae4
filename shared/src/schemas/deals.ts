// Deal wire shapes of spec §3: nav items, list items, list/nav responses and the deal detail.
import * as v from 'valibot';
import { textInput } from './fields';

const text = v.nullable(v.string());
const money = v.nullable(v.number());
/** YYYY-MM-DD, or null when the record has no such date. */
const date = v.nullable(v.string());

/** Loan nav list item. Label: nickname, else address, else a dash. */
export const navItemSchema = v.object({
  id: v.string(),
  nickname: text,
  address: text,
});
export type NavItem = v.InferOutput<typeof navItemSchema>;

/** GET deals/nav and deals/brokernav. */
export const navResponseSchema = v.object({
  funded_loans: v.array(navItemSchema),
  construction: v.array(navItemSchema),
  loans_in_process: v.array(navItemSchema),
});
export type NavResponse = v.InferOutput<typeof navResponseSchema>;

const dealListItemEntries = {
  id: v.string(),
  nickname: text,
  address: text,
  number: text,
  product: text,
  status: v.string(),
  status_date: date,
  loan_amount: money,
  amount: money,
  maturityDate: date,
  loanSignDate: date,
  nextPaymentDate: date,
  loanNumber: text,
  productType: text,
  street: text,
};

const inProcessEntries = {
  legalName: text,
  remaining_escrow: money,
  construction: v.boolean(),
  borrowingEntityName: text,
};

/** A funded-loans list item (funded items drop the in-process extras). */
export const fundedDealListItemSchema = v.object(dealListItemEntries);
export type FundedDealListItem = v.InferOutput<typeof fundedDealListItemSchema>;

/** A loans-in-process list item. */
export const inProcessDealListItemSchema = v.object({
  ...dealListItemEntries,
  ...inProcessEntries,
});
export type InProcessDealListItem = v.InferOutput<typeof inProcessDealListItemSchema>;

/** Either kind of list item: the in-process extras are optional. */
export const dealListItemSchema = v.object({
  ...dealListItemEntries,
  legalName: v.optional(text),
  remaining_escrow: v.optional(money),
  construction: v.optional(v.boolean()),
  borrowingEntityName: v.optional(text),
});
export type DealListItem = v.InferOutput<typeof dealListItemSchema>;

/** GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded. */
export const dealsResponseSchema = v.object({ deals: v.array(dealListItemSchema) });
export type DealsResponse = v.InferOutput<typeof dealsResponseSchema>;

export const repSchema = v.object({
  name: v.string(),
  title: text,
  email: text,
  phone: text,
  image: text,
});
export type Rep = v.InferOutput<typeof repSchema>;

export const dealPropertySchema = v.object({
  street: text,
  city: text,
  state: text,
  zip: text,
});
export type DealProperty = v.InferOutput<typeof dealPropertySchema>;

export const locStatusSchema = v.object({
  BorrowingEntityId: v.string(),
  LOC_Status__c: text,
  Sales_LOC_Status__c: text,
  CreatedDate: v.string(),
});
export type LocStatus = v.InferOutput<typeof locStatusSchema>;

const milestoneSchema = v.object({
  OrderedDate: date,
  CompletedDate: date,
});

export const dealBudgetSummarySchema = v.object({
  totalBudget: v.number(),
  totalInvoiced: v.number(),
  totalBalance: v.number(),
});
export type DealBudgetSummary = v.InferOutput<typeof dealBudgetSummarySchema>;

/** Deal detail (POST deals/details → { deal: [DealDetail] }). */
export const dealDetailSchema = v.object({
  id: v.string(),
  loanNumber: text,
  address: text,
  city: text,
  state: text,
  zip: text,
  type: text,
  property: v.object({ type: text }),
  rate: v.nullable(v.number()),
  nextPaymentDate: date,
  loan_amount: money,
  principalBalance: money,
  tIEscrowBalance: money,
  suspenseBalance: money,
  interestReserves: money,
  /** 'Funded' or a pipeline stage of spec §4. */
  status: v.string(),
  properties: v.array(dealPropertySchema),
  rep: v.nullable(repSchema),
  nickname: text,
  productType: text,
  locStatus: v.array(locStatusSchema),
  borrowingEntities: v.array(v.object({ BorrowingEntity__c: v.string() })),
  acctLoc: v.nullable(
    v.object({
      Entity_Milestone__c: text,
      ApplicationReceipt__c: text,
    }),
  ),
  /** Paid is the string 'true' once the appraisal fee is paid. */
  appraisal: v.object({ OrderedDate: date, CompletedDate: date, Paid: text }),
  appraisal_amount: money,
  title: milestoneSchema,
  inspection: milestoneSchema,
  dealBudget: v.nullable(dealBudgetSummarySchema),
  /** How many budget files were uploaded for this deal. */
  uploadedBudgets: v.number(),
});
export type DealDetail = v.InferOutput<typeof dealDetailSchema>;

export const dealDetailsResponseSchema = v.object({ deal: v.array(dealDetailSchema) });
export type DealDetailsResponse = v.InferOutput<typeof dealDetailsResponseSchema>;

/** Payload of the deal-scoped POST calls (details, budget, draws, documents, history, members). */
export const dealIdPayloadSchema = v.object({
  dealid: v.pipe(textInput('dealid is required.'), v.trim(), v.nonEmpty('dealid is required.')),
});
export type DealIdPayload = v.InferOutput<typeof dealIdPayloadSchema>;
