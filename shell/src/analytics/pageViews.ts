export interface PageView {
  path: string;
  userId?: string;
}

export const PAGE_VIEW_EVENT = 'lender:pageview';

/**
 * Announces a page view to whatever analytics tag the deployment installs (it listens for the
 * event on window); nothing is sent when tracking is switched off.
 */
export function trackPageView(view: PageView, enabled: boolean, target: EventTarget = window) {
  if (!enabled) return false;
  target.dispatchEvent(new CustomEvent<PageView>(PAGE_VIEW_EVENT, { detail: view }));
  return true;
}
