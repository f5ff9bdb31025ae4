// The columns of the dashboard tables. Each column turns a deal into one text value, used both for
// the cell and for the copied (tab-separated) table, so screen and clipboard always agree.
import { formatCurrency, formatDate, navLabel, productDisplayName } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';

export interface DealColumn {
  key: string;
  header: string;
  text: (deal: DealListItem) => string;
  align?: 'left' | 'right';
  /** The cell names the row's deal and links to its page (one column per table). */
  rowHeader?: boolean;
}

const textOrDash = (...values: (string | null | undefined)[]): string =>
  values.map((value) => value?.trim()).find(Boolean) ?? '-';

const loanNumber: DealColumn = {
  key: 'loanNumber',
  header: 'Loan Number',
  text: (deal) => textOrDash(deal.loanNumber, deal.number),
};

const product: DealColumn = {
  key: 'product',
  header: 'Product',
  text: (deal) => textOrDash(productDisplayName(deal.productType), deal.product),
};

const loanAmount: DealColumn = {
  key: 'loanAmount',
  header: 'Loan Amount',
  text: (deal) => formatCurrency(deal.loan_amount ?? deal.amount),
  align: 'right',
};

/** Loans In Process: the deal's name (nickname, else address), where it stands and since when. */
export const inProcessColumns: readonly DealColumn[] = [
  { key: 'property', header: 'Property', text: (deal) => navLabel(deal), rowHeader: true },
  loanNumber,
  product,
  { key: 'status', header: 'Status', text: (deal) => textOrDash(deal.status) },
  { key: 'statusDate', header: 'Status Date', text: (deal) => formatDate(deal.status_date) },
  loanAmount,
];

/** Funded Loans: the property address and the servicing dates. */
export const fundedColumns: readonly DealColumn[] = [
  {
    key: 'address',
    header: 'Property Address',
    text: (deal) => textOrDash(deal.address, deal.street, deal.nickname),
    rowHeader: true,
  },
  loanNumber,
  product,
  loanAmount,
  { key: 'maturityDate', header: 'Maturity Date', text: (deal) => formatDate(deal.maturityDate) },
  {
    key: 'nextPaymentDate',
    header: 'Next Payment Date',
    text: (deal) => formatDate(deal.nextPaymentDate),
  },
];

/** The table as text rows: one array of cell texts per deal. */
export const dealRows = (
  columns: readonly DealColumn[],
  deals: readonly DealListItem[],
): string[][] => deals.map((deal) => columns.map((column) => column.text(deal)));
