// Line-of-credit shapes of spec §3 (most-recent-LOCs), owner info and the payment link.
// Record-like items are loose: they carry the listed keys and may carry more.
import * as v from 'valibot';

const text = v.nullable(v.string());

const checklistItemSchema = v.looseObject({
  Id: v.string(),
  Name: v.optional(text),
  Status__c: v.optional(text),
});

const recentLocSchema = v.looseObject({
  Id: v.string(),
  Name: v.optional(text),
  BorrowingEntity__c: v.optional(text),
  BorrowingEntityName: v.optional(text),
  LOC_Status__c: text,
  Sales_LOC_Status__c: text,
  Entity_Milestone__c: v.optional(text),
  CreatedDate: v.string(),
  checklistItems: v.array(checklistItemSchema),
});
export type RecentLoc = v.InferOutput<typeof recentLocSchema>;

const underwritingSchema = v.looseObject({
  Id: v.string(),
  Name: v.optional(text),
  Status__c: v.optional(text),
  CreatedDate: v.optional(v.string()),
});

const acctLocSchema = v.looseObject({
  Id: v.string(),
  /** The borrowing entity the milestone belongs to. */
  BorrowingEntity__c: v.optional(text),
  Entity_Milestone__c: text,
  ApplicationReceipt__c: text,
  CreatedDate: v.optional(text),
});
export type AcctLoc = v.InferOutput<typeof acctLocSchema>;

const locFileSchema = v.looseObject({
  Id: v.string(),
  LinkedEntityId: v.string(),
  Title: v.optional(text),
  CreatedDate: v.optional(v.string()),
});

/** POST most-recent-locs. `urls` are download links, one per file, same order. */
export const mostRecentLocsResponseSchema = v.object({
  recentLOCs: v.array(recentLocSchema),
  recentUnderwritings: v.array(underwritingSchema),
  acctLOCs: v.array(acctLocSchema),
  iframeURL: text,
  files: v.array(locFileSchema),
  urls: v.array(v.string()),
});
export type MostRecentLocsResponse = v.InferOutput<typeof mostRecentLocsResponseSchema>;

/** GET users/get-owner-info: the account's rep, or the default support contact. */
export const ownerInfoSchema = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type OwnerInfo = v.InferOutput<typeof ownerInfoSchema>;

/** GET makepayment. */
export const makePaymentResponseSchema = v.object({ url: v.string() });
export type MakePaymentResponse = v.InferOutput<typeof makePaymentResponseSchema>;
