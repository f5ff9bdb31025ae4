// Deal wire shapes of spec §3: nav items, list items and the list/nav responses.
import * as v from 'valibot';

const text = v.nullable(v.string());
const money = v.nullable(v.number());
/** YYYY-MM-DD, or null when the record has no such date. */
const date = v.nullable(v.string());

/** Loan nav list item. Label: nickname, else address, else a dash. */
const navItemSchema = v.object({
  id: v.string(),
  nickname: text,
  address: text,
});
export type NavItem = v.InferOutput<typeof navItemSchema>;

/** The most loans one nav list holds (a broker may have thousands). */
export const NAV_LIST_MAX = 50;

const navListCount = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * GET deals/nav and deals/brokernav. Each list holds its first NAV_LIST_MAX loans (newest status
 * first); `totals` (our addition) counts each whole list. A back end without it sends whole lists.
 */
export const navResponseSchema = v.object({
  funded_loans: v.array(navItemSchema),
  construction: v.array(navItemSchema),
  loans_in_process: v.array(navItemSchema),
  totals: v.optional(
    v.object({
      funded_loans: navListCount,
      construction: navListCount,
      loans_in_process: navListCount,
    }),
  ),
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
const dealListItemSchema = v.object({
  ...dealListItemEntries,
  legalName: v.optional(text),
  remaining_escrow: v.optional(money),
  construction: v.optional(v.boolean()),
  borrowingEntityName: v.optional(text),
});
export type DealListItem = v.InferOutput<typeof dealListItemSchema>;

/**
 * GET deals/inprocess, deals/funded, deals/broker/inprocess, deals/broker/funded. Without `limit`
 * the whole list (spec §7); with `limit` (our addition) a page of it and `nextCursor`,
 * the `cursor` of the next page (null after the last). A back end without paging answers the
 * whole list and no `nextCursor`, which a client reads as the last page.
 */
export const dealsResponseSchema = v.object({
  deals: v.array(dealListItemSchema),
  nextCursor: v.optional(v.nullable(v.string())),
});
export type DealsResponse = v.InferOutput<typeof dealsResponseSchema>;

/** The deals of a list answer; throws when the answer is not of this shape. */
export const dealsOfAnswer = (answer: unknown): DealListItem[] =>
  v.parse(dealsResponseSchema, answer).deals;

/** The most deals one page may hold. */
export const DEAL_PAGE_MAX = 500;

export const DEAL_PAGE_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${DEAL_PAGE_MAX}.`,
  cursor: 'cursor is not valid.',
} as const;

/** The list endpoints' query: `limit` and `cursor` (as opaque text from a previous page). */
export const dealPageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(DEAL_PAGE_MESSAGES.limit),
      v.regex(/^[1-9]\d{0,3}$/, DEAL_PAGE_MESSAGES.limit),
      v.transform(Number),
      v.maxValue(DEAL_PAGE_MAX, DEAL_PAGE_MESSAGES.limit),
    ),
  ),
  cursor: v.optional(
    v.pipe(
      v.string(DEAL_PAGE_MESSAGES.cursor),
      v.maxLength(200, DEAL_PAGE_MESSAGES.cursor),
      v.regex(/^[\w-]+$/, DEAL_PAGE_MESSAGES.cursor),
    ),
  ),
});
