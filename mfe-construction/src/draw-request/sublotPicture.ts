// The picture per sublot (beyond the spec): its budget, what completed draws paid out (invoiced)
// and this request, as bars on one scale. Pure geometry; SublotPicture.tsx draws it.
import { sumAmounts, type BudgetItem } from '@lender/contracts';

export interface SublotBar {
  key: 'budget' | 'invoiced' | 'request';
  label: string;
  amount: number;
  /** 0 to 1 of the longest bar's length. */
  share: number;
}

export const sublotBars = (items: readonly BudgetItem[], request: number): SublotBar[] => {
  const budget = sumAmounts(items.map((item) => item.budget));
  const invoiced = sumAmounts(items.map((item) => item.invoiced + item.amount));
  const scale = Math.max(budget, invoiced, request);
  const share = (amount: number) => (scale > 0 ? Math.min(1, Math.max(0, amount / scale)) : 0);
  return [
    { key: 'budget', label: 'Budget', amount: budget, share: share(budget) },
    { key: 'invoiced', label: 'Invoiced', amount: invoiced, share: share(invoiced) },
    { key: 'request', label: 'This request', amount: request, share: share(request) },
  ];
};
