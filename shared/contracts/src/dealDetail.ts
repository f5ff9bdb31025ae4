// Deal-page wire shapes of spec §3/§7: deals/details, deals/members, deals/loc and the deal-scoped
// request body. Record-like parts are loose: they carry the listed keys and may carry more.
import * as v from 'valibot';
import { textInput } from './fields';

const text = v.nullable(v.string());
const money = v.nullable(v.number());
/** YYYY-MM-DD, or null when the record has no such date. */
const date = v.nullable(v.string());

export const DEAL_ID_MESSAGE = 'A deal id is required.';
/** Longest id accepted in a request (ids are UUIDs or short seeded names). */
const MAX_ID_LENGTH = 64;

/** A required record id: trimmed, non-empty, at most MAX_ID_LENGTH characters. */
export const idField = (message: string) =>
  v.pipe(textInput(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_ID_LENGTH, message));

/** Body of every deal-scoped POST: deals/details, members, account-history, getdocuments… */
export const dealIdRequestSchema = v.object({ dealid: idField(DEAL_ID_MESSAGE) });

const dealRepSchema = v.object({
  name: v.string(),
  title: text,
  email: v.string(),
  phone: v.string(),
  image: text,
});
export type DealRep = v.InferOutput<typeof dealRepSchema>;

const dealPropertySchema = v.object({
  street: text,
  city: text,
  state: text,
  zip: text,
});
export type DealProperty = v.InferOutput<typeof dealPropertySchema>;

/** Ordered and completed dates of a third-party report (appraisal, title, inspection). */
const reportDates = {
  OrderedDate: date,
  CompletedDate: date,
};

export const dealDetailSchema = v.looseObject({
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
  /** 'Funded', or the pipeline stage the deal is at. */
  status: v.string(),
  properties: v.array(dealPropertySchema),
  /** The deal's rep; null when none is assigned (the page shows the default support contact). */
  rep: v.nullable(dealRepSchema),
  nickname: text,
  productType: text,
  locStatus: v.array(
    v.looseObject({
      BorrowingEntityId: text,
      LOC_Status__c: text,
      Sales_LOC_Status__c: text,
      CreatedDate: v.string(),
    }),
  ),
  borrowingEntities: v.array(v.looseObject({ BorrowingEntity__c: text })),
  acctLoc: v.nullable(v.looseObject({ Entity_Milestone__c: text, ApplicationReceipt__c: text })),
  /** Paid is the string 'true' once the appraisal fee is paid (spec §4), else 'false'. */
  appraisal: v.object({ ...reportDates, Paid: v.picklist(['true', 'false']) }),
  appraisal_amount: money,
  title: v.object(reportDates),
  inspection: v.object(reportDates),
  dealBudget: v.object({
    totalBudget: v.number(),
    totalInvoiced: v.number(),
    totalBalance: v.number(),
  }),
  /** How many budgets have been uploaded for the deal. */
  uploadedBudgets: v.number(),
});
export type DealDetail = v.InferOutput<typeof dealDetailSchema>;

/** POST deals/details: the deal as `deal[0]`. */
export const dealDetailResponseSchema = v.object({ deal: v.tuple([dealDetailSchema]) });
export type DealDetailResponse = v.InferOutput<typeof dealDetailResponseSchema>;

/** The deal of a deals/details answer; throws when the answer is not of this shape. */
export const dealOfDetailAnswer = (answer: unknown): DealDetail =>
  v.parse(dealDetailResponseSchema, answer).deal[0];

export const dealMemberSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  email: text,
  role: v.string(),
  status: v.string(),
});
export type DealMember = v.InferOutput<typeof dealMemberSchema>;

/** POST deals/members: the members as `deals`. */
export const dealMembersResponseSchema = v.object({ deals: v.array(dealMemberSchema) });
export type DealMembersResponse = v.InferOutput<typeof dealMembersResponseSchema>;

const BORROWER_ID_MESSAGE = 'A borrower id is required.';

/** POST deals/loc: the borrowing entity's latest line of credit and its underwritings. */
export const dealLocRequestSchema = v.object({ borrower_id: idField(BORROWER_ID_MESSAGE) });

export const dealLocResponseSchema = v.object({
  loc: v.nullable(
    v.looseObject({
      Id: v.string(),
      Name: text,
      BorrowingEntity__c: text,
      LOC_Status__c: text,
      Sales_LOC_Status__c: text,
      Entity_Milestone__c: text,
      ApplicationReceipt__c: text,
      CreatedDate: v.string(),
    }),
  ),
  underwriting: v.array(
    v.looseObject({ Id: v.string(), Name: text, Status__c: text, CreatedDate: v.string() }),
  ),
});
export type DealLocResponse = v.InferOutput<typeof dealLocResponseSchema>;
