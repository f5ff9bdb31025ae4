// The deal frame (header and tabs) every deal tab shows, whichever remote owns the tab. The frame
// itself is its own chunk, loaded by the first deal page a user opens, not with the core.
import { lazy, Suspense } from 'react';
import { LoadingState } from '../ui/Spinner/Spinner';
import type { DealFrameViewProps } from './DealFrameView';

export type DealFrameLayoutProps = DealFrameViewProps;
export { productDisplayName } from './productName';
export { streetAddress } from './dealPicture';
export { dealTabs, currentTab, type DealTab, type DealTabKey } from './dealTabs';

const loadDealFrameView = () => import('./DealFrameView');
const DealFrameView = lazy(loadDealFrameView);

/** Starts loading the frame's chunk (a deal page calls it beside its deal request). */
export const preloadDealFrame = (): Promise<unknown> => loadDealFrameView();

/** The deal's header and tab bar around a tab's content (the loaded deal is the caller's). */
export const DealFrameLayout = (props: DealFrameLayoutProps) => (
  <Suspense fallback={<LoadingState>Loading the deal…</LoadingState>}>
    <DealFrameView {...props} />
  </Suspense>
);
