// The servicing forms' own texts (spec §5, §8): what the page says, never the server. The
// server's messages are the contracts' (PAYOFF_MESSAGES, EXTENSION_MESSAGES, ...).

/** §8: a submission failed (the server's reason follows, when it gave one). */
export const SERVICING_FAILURE_MESSAGES = {
  payoff: 'An error ocurred during submission. Please try again later.',
  extension: 'An error ocurred during submission. Please try again later.',
  // Two spaces, verbatim from §8.
  lossDraft: 'An error ocurred during submission.  Please try again later.',
  capex: 'Something went wrong with your request. Please try again later.',
} as const;

/** Capex and loss-draft claims above this amount need two PDFs (a warning, §5). */
export const WARNING_THRESHOLD = 20_000;

/**
 * §5's warning on capex and loss-draft claims above WARNING_THRESHOLD, written out: formatting the
 * number as the module is evaluated would load ICU's number data on the forms' first load.
 */
export const CLAIM_WARNING = 'A claim above $20,000 needs two PDFs.';

/** §5's warning on the extension form's monthly payments question. */
export const MONTHLY_PAYMENTS_WARNING =
  'An extension will not receive approval unless the monthly payments are up to date.';
