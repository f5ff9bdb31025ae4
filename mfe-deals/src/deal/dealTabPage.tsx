import type { ComponentType } from 'react';
import { DealFrame, type DealTabProps } from './DealFrame';
import { DealNotFound, useParams } from '@lender/shared';

/**
 * A deal route's page: the deal frame around `Tab`, for the deal id of the address. A page module
 * is one line, `export default dealTabPage(DocumentsTab);`, and `exposes/routes.ts` maps the route
 * pattern to it. The reads a tab needs first are in its page's declaration (pages.ts): the shell
 * starts them beside this code.
 */
export const dealTabPage = (Tab: ComponentType<DealTabProps>): ComponentType => {
  function DealTabPage() {
    const { id } = useParams();
    // Keyed by id: another deal starts from its own loading state.
    return id ? <DealFrame key={id} dealId={id} tab={Tab} /> : <DealNotFound id="" />;
  }
  DealTabPage.displayName = `DealTabPage(${Tab.displayName ?? Tab.name})`;
  return DealTabPage;
};
