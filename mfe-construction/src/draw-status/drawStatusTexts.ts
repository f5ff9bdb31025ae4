// The draw list's texts (spec §8).
export const DRAW_STATUS_TEXTS = {
  /** The draw was accepted (said where the borrower looks, no page reload). */
  submitted:
    'Your draw request was submitted. It shows as pending under Draw Status until it is complete.',
  /** §8: the draw list. */
  noDraws: 'No Previous Draws',
  loadFailure: 'Failed to load draws...',
  statusesUnavailable: 'Draw statuses are not available.',
} as const;
