// Payment account history of spec §3/§7: POST deals/account-history answers an array of payments.
import * as v from 'valibot';

const money = v.number();
/** YYYY-MM-DD, or null when the record has no such date. */
const date = v.nullable(v.string());

/** The entry's fields of spec §3, the page's only needs; a servicer's other fields pass through. */
export const accountHistoryEntrySchema = v.looseObject({
  /** The servicer's code (RegPmt, LateCh, …); the portal maps it to a label or hides it (§9). */
  Source_Type: v.string(),
  Reference: v.nullable(v.string()),
  Date_Received: date,
  Due_Date: date,
  Total_Amount: money,
  To_Principal: money,
  To_Interest: money,
  Late_Charge: money,
  To_Late_Charge: money,
  To_Impound: money,
  To_Reserve: money,
  To_Charges_Principal: money,
  To_Prepay: money,
  To_Other_Payments: money,
  Loan_Balance: v.nullable(money),
});
export type AccountHistoryEntry = v.InferOutput<typeof accountHistoryEntrySchema>;

/** Newest first (by Date_Received). */
export const accountHistoryResponseSchema = v.array(accountHistoryEntrySchema);
