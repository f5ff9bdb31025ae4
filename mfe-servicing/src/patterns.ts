// This remote's page addresses by page name: its page declaration (pages.ts) and its own links
// (paths.ts) read them here, so a page's first load carries the addresses and not the declaration.
export const PAGE_PATTERNS = {
  'servicing-requests': '/dashboard/servicing-requests',
  'servicing-extension': '/dashboard/servicing-requests/extension',
  'servicing-payoff': '/dashboard/servicing-requests/payoff',
  'servicing-capex': '/dashboard/servicing-requests/capex',
  'servicing-loss-draft': '/dashboard/servicing-requests/loss-draft',
  'public-payoff-request': '/applications/payoff-request',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;
