// The deal page (header and tabs around a tab's content) every deal tab shows, whichever remote
// owns the tab. Its view is its own chunk, loaded by the first deal page a user opens, not with
// the shell's entry; the deal's read is usually under way by then (the page's declaration).
import type { ComponentType } from 'react';
import { LoadingState, useLoadedComponent } from '@lender/shared';
import type { DealPageProps } from './DealPageView';

let loadedView: ComponentType<DealPageProps> | undefined;
const loadDealPageView = () =>
  import('./DealPageView').then((module) => (loadedView = module.default));

/** Starts loading the deal page's chunk (as a deal page's route matches; tests). */
export const preloadDealFrame = (): Promise<unknown> => loadDealPageView();

/**
 * A deal page: the deal read, named in the title, and framed; not found when it does not load.
 * Its view loads outside Suspense, so the header shows the moment its code and the deal are there.
 */
export const DealPage = (props: DealPageProps) => {
  const view = useLoadedComponent(loadDealPageView, 'deal page', loadedView);
  if (view.status === 'loading') return <LoadingState>Loading the deal…</LoadingState>;
  return <view.Component {...props} />;
};
