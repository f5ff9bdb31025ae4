// This remote's page addresses by page name: its page declaration (pages.ts) and its own links
// (paths.ts) read them here, so a page's first load carries the addresses and not the declaration.
export const PAGE_PATTERNS = {
  dashboard: '/dashboard',
  resources: '/dashboard/resources',
  applications: '/dashboard/applications',
  'line-of-credit': '/dashboard/applications/line-of-credit',
  deal: '/dashboard/deal/:id',
  'deal-payment-history': '/dashboard/deal/:id/payment-history',
  'deal-property': '/dashboard/deal/:id/property',
  'deal-documents': '/dashboard/deal/:id/documents',
  'deal-appraisal-payment': '/dashboard/deal/:id/credit',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;
