// Test data: account-history entries as the API sends them.
import type { AccountHistoryEntry } from '@lender/contracts';

export const accountEntry = (
  overrides: Partial<AccountHistoryEntry> = {},
): AccountHistoryEntry => ({
  Source_Type: 'RegPmt',
  Reference: 'ACH123456',
  Date_Received: '2025-06-01',
  Due_Date: '2025-06-01',
  Total_Amount: 2345.67,
  To_Principal: 400,
  To_Interest: 1645.67,
  Late_Charge: 0,
  To_Late_Charge: 0,
  To_Impound: 250,
  To_Reserve: 50,
  To_Charges_Principal: 0,
  To_Prepay: 0,
  To_Other_Payments: 0,
  Loan_Balance: 199600,
  ...overrides,
});

/** A monthly history of `months` regular payments, newest first, ending in `lastMonth`. */
export const monthlyHistory = (months: number, lastMonth = '2025-06'): AccountHistoryEntry[] => {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 3));
    const iso = date.toISOString().slice(0, 10);
    return accountEntry({
      Reference: `ACH${100000 + index}`,
      Date_Received: iso,
      Due_Date: iso,
      Loan_Balance: 100000 + index * 250,
    });
  });
};
