import type { PageDeclaration } from '@lender/contracts';
import { setDealTabs } from '../deal-frame/dealTabs';
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

/**
 * Offers the deal pages of these declarations (the remotes' real ones) as the shell's page table
 * does: their links by name, and the deal frame's tabs they declare.
 */
export function offerDealPages(...declarations: readonly PageDeclaration[]): void {
  const pages = declarations.flatMap((declaration) => declaration.pages);
  setPageDirectory({
    patterns: Object.fromEntries(pages.map((page) => [page.name, page.pattern])),
  });
  setDealTabs(
    pages.flatMap((page) =>
      page.tab
        ? [
            {
              name: page.name,
              pattern: page.pattern,
              label: page.tab.label,
              order: page.tab.order,
              showWhen: page.tab.showWhen ?? [],
            },
          ]
        : [],
    ),
  );
}
