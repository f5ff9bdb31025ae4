// The deal page (header and tabs around a tab's content) every deal tab shows, whichever remote
// owns the tab. Its view is its own chunk, loaded by the first deal page a user opens, not with
// the core; the deal's read is usually under way by then (the page's declaration).
import { lazy, Suspense } from 'react';
import { LoadingState } from '../ui/Spinner/Spinner';
import type { DealPageProps } from './DealPageView';

export type { DealPageProps } from './DealPageView';
export { productDisplayName } from './productName';
export { streetAddress } from './dealPicture';
export { dealTabs, currentTab, type DealTab, type DealTabKey } from './dealTabs';
export { DealNotFound } from './DealNotFound';
export { dealDetailRead } from './dealRead';

const loadDealPageView = () => import('./DealPageView');
const DealPageView = lazy(loadDealPageView);

/** Starts loading the deal page's chunk (tests; a page loads it on first render). */
export const preloadDealFrame = (): Promise<unknown> => loadDealPageView();

/** A deal page: the deal read, named in the title, and framed; not found when it does not load. */
export const DealPage = (props: DealPageProps) => (
  <Suspense fallback={<LoadingState>Loading the deal…</LoadingState>}>
    <DealPageView {...props} />
  </Suspense>
);
