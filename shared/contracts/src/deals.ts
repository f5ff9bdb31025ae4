// Deal wire shapes of spec §3: nav items, list items and the list/nav responses.
import * as v from 'valibot';

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
