export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid login credentials. For help with your password click below.',
  inactivity: 'You were signed out after a period of inactivity. Please sign in again.',
} as const;
