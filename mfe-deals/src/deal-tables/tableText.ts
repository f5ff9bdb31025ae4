// Plain-text form of a table for the clipboard: one line per row, cells separated by tabs, so a
// paste into a spreadsheet lands in cells.

/** Tabs and line breaks inside a cell would split it; they become single spaces. */
const cleanCell = (value: string): string => value.replace(/[\t\r\n]+/g, ' ').trim();

/** Header line, then one line per row; every cell cleaned of tabs and line breaks. */
export const toTabSeparated = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string => [headers, ...rows].map((cells) => cells.map(cleanCell).join('\t')).join('\n');
