/** The {type} of /thank-you/{type} in words: 'payoff-request' → 'payoff request'. */
export const thankYouTypeLabel = (type: string): string =>
  type
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
