import type { PageAudience } from '@lender/contracts';
import type { FeatureFlags } from '@lender/shared';
import type { AssembledNavEntry } from '../pages/assemble';
import type { Viewer } from '../pages/access';
import type { LoanListKey } from './loan-lists/loanLists';

export type MenuItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'loans'; label: string; list: LoanListKey }
  | { kind: 'payment'; label: 'Make a Payment' }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logout'; label: 'Logout' };

type Ordered = { order: number; item: MenuItem };

/**
 * The shell's own entries of spec §2's side navigation, at their places (20-49) between the
 * remotes' declared links: Make a Payment, the loan lists and the Pricing Engine.
 */
function shellEntries(
  audience: PageAudience,
  flags: FeatureFlags,
  pricingEngineUrl: string,
): Ordered[] {
  const loans = (order: number, label: string, list: LoanListKey): Ordered => ({
    order,
    item: { kind: 'loans', label, list },
  });
  switch (audience) {
    case 'lead':
      return [];
    case 'customer':
      return [
        { order: 20, item: { kind: 'payment', label: 'Make a Payment' } },
        loans(30, 'Loans in Process', 'loans_in_process'),
        loans(31, 'Funded Loans', 'funded_loans'),
        loans(32, 'Construction', 'construction'),
      ];
    case 'broker':
    case 'employee':
      return [
        loans(30, 'Loans in Process', 'loans_in_process'),
        loans(31, 'Funded Loans', 'funded_loans'),
        ...(flags.pricingEngineEnabled
          ? [
              {
                order: 40,
                item: { kind: 'external', label: 'Pricing Engine', href: pricingEngineUrl },
              } as const,
            ]
          : []),
      ];
  }
}

const declaredFor = (entry: AssembledNavEntry, viewer: Viewer, flags: FeatureFlags): boolean =>
  viewer.signedIn &&
  entry.section === 'main' &&
  entry.audience.includes(viewer.audience) &&
  !(entry.unlessFlag && flags[entry.unlessFlag]) &&
  !(viewer.viewing && (entry.whileViewing ?? 'closed') === 'closed');

/**
 * The side navigation for `viewer`: the remotes' declared links and the shell's own entries by
 * their order, then Logout.
 */
export function buildMenu(
  viewer: Viewer,
  nav: readonly AssembledNavEntry[],
  flags: FeatureFlags,
  pricingEngineUrl: string,
): MenuItem[] {
  if (!viewer.signedIn) return [];
  const declared: Ordered[] = nav
    .filter((entry) => declaredFor(entry, viewer, flags))
    .map((entry) => ({
      order: entry.order,
      item: { kind: 'link', label: entry.label, to: entry.pattern },
    }));
  const ordered = [...shellEntries(viewer.audience, flags, pricingEngineUrl), ...declared].sort(
    (a, b) => a.order - b.order,
  );
  return [...ordered.map(({ item }) => item), { kind: 'logout', label: 'Logout' }];
}
