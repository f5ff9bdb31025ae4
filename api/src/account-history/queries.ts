// POST deals/account-history: every payment row of a deal, newest first. The portal hides some
// Source_Types (FinChg, Fundin, BEG, DIS); the server answers them all. One indexed range scan
// (payments_deal_idx: deal_id, date_received DESC) keeps a 30-year history fast.
import type { AccountHistoryEntry } from '@lender/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function accountHistory(
  db: Kysely<Database>,
  dealId: string,
): Promise<AccountHistoryEntry[]> {
  const rows = await db
    .selectFrom('payments')
    .select([
      'source_type',
      'reference',
      'date_received',
      'due_date',
      'total_amount',
      'to_principal',
      'to_interest',
      'late_charge',
      'to_late_charge',
      'to_impound',
      'to_reserve',
      'to_charges_principal',
      'to_prepay',
      'to_other_payments',
      'loan_balance',
    ])
    .where('deal_id', '=', dealId)
    .orderBy('date_received', (ob) => ob.desc().nullsLast())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    Source_Type: row.source_type,
    Reference: row.reference,
    Date_Received: row.date_received,
    Due_Date: row.due_date,
    Total_Amount: row.total_amount,
    To_Principal: row.to_principal,
    To_Interest: row.to_interest,
    Late_Charge: row.late_charge,
    To_Late_Charge: row.to_late_charge,
    To_Impound: row.to_impound,
    To_Reserve: row.to_reserve,
    To_Charges_Principal: row.to_charges_principal,
    To_Prepay: row.to_prepay,
    To_Other_Payments: row.to_other_payments,
    Loan_Balance: row.loan_balance,
  }));
}
