// Texts of spec §8, verbatim (including their spacing and wording). The countdown time goes
// between a lead-in and a final full stop.
export const SESSION_MODAL_TITLE = 'Session Expiring';
export const CONTINUE_LABEL = 'Continue Session';
export const CONTINUE_RETRY_LABEL = 'Continue Session - Retry';
export const IDLE_TEXT =
  'Your session is about expire due to inactivity. To keep working, select Continue Session.';
export const COUNTDOWN_LEAD = 'If no action is taken you will automatically be logged out in ';
export const RENEW_FAILED_LEAD =
  'There was a problem continuing your session.  Please try again or you will automatically be logged out in ';
