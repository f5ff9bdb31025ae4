// The new-draw form's own texts (spec §5, §8); the server's messages are the contracts' DRAW_MESSAGES.
export const DRAW_REQUEST_TEXTS = {
  /** §5 (the beneficiary is required) when accounts exist but none is chosen. */
  chooseBeneficiary: 'Select the bank account the draw will be paid to.',
  agreement: 'Please confirm that you agree.',
  /** §8: the draw request failed. */
  submitFailure: 'An error has occured, please try again later.',
} as const;
