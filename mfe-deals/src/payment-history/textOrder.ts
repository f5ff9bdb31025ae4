// Dates here are ISO 8601 text ('2026-03-15', '2026-03'): their code-unit order is their time
// order. Compared as text rather than with localeCompare, whose first use loads ICU's collation
// data (tens of milliseconds of a phone's main thread before the history can show).

/** Code-unit order: negative when `a` sorts before `b`. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
