export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid login credentials. For help with your password click below.',
  inactivity: 'You were signed out after a period of inactivity. Please sign in again.',
  expired: 'Your session has ended. Please sign in again to continue where you left off.',
} as const;
