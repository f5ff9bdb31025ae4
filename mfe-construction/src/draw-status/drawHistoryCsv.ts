// The draw history as CSV (RFC 4180): one row per drawn item, every draw listed (a draw without
// items gets one row of its own). Pure: the download is downloadFile.ts.
import { isDrawComplete, type Draw } from '@lender/contracts';

const DRAW_HISTORY_HEADER = [
  'Draw Date',
  'Status',
  'Project',
  'Sublot',
  'Cost Code',
  'Budget Item',
  'Amount',
] as const;

/** Text a spreadsheet would run as a formula ('=SUM(…)', '+1', '@cmd'). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, a quote, a line break or edge spaces (quotes
 * doubled); a text that a spreadsheet would read as a formula is prefixed with an apostrophe.
 */
export const csvField = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to CSV text, CRLF line ends (RFC 4180). */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n');

/** An amount as the CSV writes it: 2 decimals, no currency sign or grouping (1234.5 → 1234.50). */
const amountText = (value: number): string => value.toFixed(2);

const drawStatusText = (draw: Pick<Draw, 'status'>): string =>
  isDrawComplete(draw) ? draw.status.trim() : 'Pending';

/** The rows of the history, oldest draw first as the API answers them. */
const drawHistoryRows = (draws: readonly Draw[]): string[][] =>
  draws.flatMap((draw) => {
    const head = [draw.date, drawStatusText(draw), draw.projectName];
    if (draw.sublots.length === 0) return [[...head, '', '', '', '']];
    return draw.sublots.flatMap((sublot) =>
      sublot.items.map((item) => [
        ...head,
        sublot.sublotName,
        item.code,
        item.name,
        amountText(item.value),
      ]),
    );
  });

export const drawHistoryCsv = (draws: readonly Draw[]): string =>
  toCsv([[...DRAW_HISTORY_HEADER], ...drawHistoryRows(draws)]);

/** 'draw-history-D1010.csv' (the id made file-name safe). */
export const drawHistoryFileName = (dealId: string): string =>
  `draw-history-${dealId.replace(/[^\w-]+/g, '_')}.csv`;
