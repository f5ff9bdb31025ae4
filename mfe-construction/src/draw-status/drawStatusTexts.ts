// The draw list's texts (spec §8).
export const DRAW_STATUS_TEXTS = {
  /** The draw was accepted (said where the borrower looks, no page reload). */
  submitted:
    'Your draw request was submitted. It shows as pending under Draw Status until it is complete.',
  /** §8: the draw list. */
  noDraws: 'No Previous Draws',
  loadFailure: 'Failed to load draws...',
  statusesUnavailable: 'Draw statuses are not available.',
  /** Why the new-draw form is not shown. */
  drawPending: 'A draw is pending. You can request a new draw once it is complete.',
  budgetDrawn: 'The whole budget has been drawn, so there is nothing left to request.',
} as const;
