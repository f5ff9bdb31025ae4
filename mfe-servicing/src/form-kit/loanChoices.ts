// The loans a servicing form offers to pick from: each with a loan number, labelled by its number
// and its name (nickname, else address), once per loan number, in number order.
import { navLabel } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';

export interface LoanChoice {
  loanNumber: string;
  /** The property's address as the list gives it ('' when unknown). */
  address: string;
  /** 'LN-1009 · Birch Renovation'. */
  label: string;
}

type LoanListItem = Pick<DealListItem, 'loanNumber' | 'nickname' | 'address' | 'street'>;

export const loanChoices = (loans: readonly LoanListItem[]): LoanChoice[] => {
  const byNumber = new Map<string, LoanChoice>();
  for (const loan of loans) {
    const loanNumber = loan.loanNumber?.trim() ?? '';
    if (!loanNumber || byNumber.has(loanNumber)) continue;
    const address = (loan.address ?? loan.street ?? '').trim();
    const name = navLabel({ nickname: loan.nickname, address: address || null });
    byNumber.set(loanNumber, {
      loanNumber,
      address,
      label: name === '-' ? loanNumber : `${loanNumber} · ${name}`,
    });
  }
  return [...byNumber.values()].sort((a, b) =>
    a.loanNumber.localeCompare(b.loanNumber, 'en', { numeric: true }),
  );
};
