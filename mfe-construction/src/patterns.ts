// This remote's page addresses by page name: its page declaration (pages.ts) and its own links
// (paths.ts) read them here, so a page's first load carries the addresses and not the declaration.
export const PAGE_PATTERNS = {
  'deal-construction': '/dashboard/deal/:id/construction',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;
