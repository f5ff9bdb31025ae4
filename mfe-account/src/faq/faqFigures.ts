// The business figures of spec §9 that the FAQ states.

/** Payoff: turnaround, and the fee for more than one request in the window. */
export const PAYOFF_TURNAROUND_BUSINESS_DAYS = 3;
export const PAYOFF_REPEAT_FEE_DOLLARS = 20;
export const PAYOFF_REPEAT_WINDOW_DAYS = 30;

/** Extensions. */
export const EXTENSION_APPROVAL_WEEKS = { min: 1, max: 2 } as const;
export const EXTENSION_FEE_UPFRONT_PERCENT = 0.5;
export const EXTENSION_FEE_AT_PAYOFF_PERCENT = 1.0;
export const EXTENSION_INCREMENT_MONTHS = 3;
export const EXTENSION_REQUEST_DAYS_BEFORE_MATURITY = 30;

/** Late charge: percent of the monthly payment, after this many days. */
export const LATE_CHARGE_PERCENT = 5;
export const LATE_CHARGE_AFTER_DAYS = 10;
