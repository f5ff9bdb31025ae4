import { useState, type ComponentType } from 'react';
import { useParams } from '@lender/shared';
import { DealFrame, type DealTabProps } from './DealFrame';
import { DealNotFound } from './DealNotFound';

/**
 * A deal route's page: the deal frame around `Tab`, for the deal id of the address. A page module
 * is one line, `export default dealTabPage(DocumentsTab);`, and `exposes/routes.ts` maps the route
 * pattern to it. `prefetch` starts a tab's own request as the page opens, beside the deal's.
 */
export const dealTabPage = (
  Tab: ComponentType<DealTabProps>,
  prefetch?: (dealId: string) => void,
): ComponentType => {
  function DealTabPage() {
    const { id } = useParams();
    // Once per page (not per render): the state initialiser runs on the first render only.
    useState(() => (id && prefetch ? prefetch(id) : undefined));
    // Keyed by id: another deal starts from its own loading state.
    return id ? <DealFrame key={id} dealId={id} tab={Tab} /> : <DealNotFound id="" />;
  }
  DealTabPage.displayName = `DealTabPage(${Tab.displayName ?? Tab.name})`;
  return DealTabPage;
};
