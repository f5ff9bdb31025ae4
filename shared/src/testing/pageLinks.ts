import { setPageDirectory } from '../routes/pageLinks';

/** The deal pages as the shell's page table offers them (mfe-deals' and mfe-construction's). */
export const DEAL_PAGE_LINKS: Readonly<Record<string, string>> = {
  deal: '/dashboard/deal/:id',
  'deal-construction': '/dashboard/deal/:id/construction',
  'deal-payment-history': '/dashboard/deal/:id/payment-history',
  'deal-property': '/dashboard/deal/:id/property',
  'deal-documents': '/dashboard/deal/:id/documents',
};

/** Offers other remotes' pages by name, as the shell does once it has assembled its page table. */
export const offerPages = (patterns: Readonly<Record<string, string>>): void =>
  setPageDirectory({ patterns });
