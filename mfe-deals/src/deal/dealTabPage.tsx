import type { ComponentType } from 'react';
import { useDeal } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';

/** What a deal page shows inside the shell's deal frame: it gets the loaded deal. */
export interface DealTabProps {
  deal: DealDetail;
}

/**
 * A deal route's page (declared in the `deal` layout: the shell shows the deal's header and tabs
 * around it once the deal is read): `Tab` with that deal. A page module is one line,
 * `export default dealTabPage(DocumentsTab);`, and `exposes/routes.ts` maps the route pattern to
 * it. The reads a tab needs first are in its page's declaration (pages.ts): the shell starts them
 * beside this code.
 */
export const dealTabPage = (Tab: ComponentType<DealTabProps>): ComponentType => {
  function DealTabPage() {
    return <Tab deal={useDeal()} />;
  }
  DealTabPage.displayName = `DealTabPage(${Tab.displayName ?? Tab.name})`;
  return DealTabPage;
};
