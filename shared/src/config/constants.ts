// Business constants and limits of spec §9. Field-rule limits that the schemas own (password
// minimum, zip length, credit score and percentage maxima) are re-exported from there below.

const MB = 1024 * 1024;

/** Extension, payoff and similar servicing forms: per file and combined. */
export const SERVICING_UPLOAD_MAX_FILE_BYTES = 4 * MB;
export const SERVICING_UPLOAD_MAX_TOTAL_BYTES = 4 * MB;
/** File types accepted by the extension form. */
export const SERVICING_UPLOAD_EXTENSIONS = ['xls', 'xlsx', 'pdf', 'doc', 'docx', 'xlsm'] as const;
/** Deal documents page: per file. */
export const DOCUMENT_UPLOAD_MAX_FILE_BYTES = 20 * MB;
/** Capex request: at most this many files. */
export const CAPEX_MAX_FILES = 3;
/** Capex and loss-draft warning threshold (dollars): above it two PDFs are needed. */
export const CLAIM_WARNING_THRESHOLD = 20_000;

export const RESET_LINK_VALID_HOURS = 24;

export const LOCKBOX_CODE_MAX_LENGTH = 6;
/** Inspection window: end = start + 2 days, weekend-adjusted. */
export const INSPECTION_WINDOW_DAYS = 2;

export const SSN_LOOKUP_LENGTH = 4;
export const CARD_CVC_LENGTH = 3;
export const CARD_CVC_LENGTH_AMEX = 4;
export const CARD_EXPIRY_YEARS = 10;

/** Payoff: turnaround, fee for more than one request in the window, good-through limit. */
export const PAYOFF_TURNAROUND_BUSINESS_DAYS = 3;
export const PAYOFF_REPEAT_FEE_DOLLARS = 20;
export const PAYOFF_REPEAT_WINDOW_DAYS = 30;
export const PAYOFF_GOOD_THROUGH_MAX_DAYS = 30;

/** Extension (per the FAQ). */
export const EXTENSION_APPROVAL_WEEKS = { min: 1, max: 2 } as const;
export const EXTENSION_FEE_UPFRONT_PERCENT = 0.5;
export const EXTENSION_FEE_AT_PAYOFF_PERCENT = 1.0;
export const EXTENSION_INCREMENT_MONTHS = 3;
export const EXTENSION_REQUEST_DAYS_BEFORE_MATURITY = 30;

/** Late charge (per the FAQ): percent of the monthly payment, after this many days. */
export const LATE_CHARGE_PERCENT = 5;
export const LATE_CHARGE_AFTER_DAYS = 10;

/** Payment history: years expanded at first. */
export const PAYMENT_HISTORY_EXPANDED_YEARS = 5;

/** UI timing (ms). */
export const COPY_CONFIRMATION_MS = 2000;
export const SAVED_FLASH_MS = 2000;
export const IN_PROCESS_TABLE_DELAY_MS = 900;
export const FUNDED_TABLE_DELAY_MS = 1100;
export const NAV_RESIZE_DEBOUNCE_MS = 200;
/** Side navigation collapses at this width and below (px). */
export const MOBILE_BREAKPOINT_PX = 1023;
/** Countdown turns red and bold at this many seconds or fewer. */
export const COUNTDOWN_WARNING_SECONDS = 30;

// The default support contact (spec §9) is DEFAULT_SUPPORT_CONTACT in ../domain/supportContact.ts:
// the API needs it too, and this folder's entry pulls in React.
