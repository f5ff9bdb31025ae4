import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { markPageEntered, useRuntimeConfig, useSession } from '@lender/shared';
import { trackPageView } from './pageViews';

/**
 * One page view per changed path, with the user id when there is one; a changed path is also when
 * the new page was entered (the first page's entry is the document's start).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    markPageEntered();
  }, [pathname]);
  const { analyticsEnabled } = useRuntimeConfig();
  const userId = useSession((state) => state.userId);
  useEffect(() => {
    trackPageView({ path: pathname, ...(userId ? { userId } : {}) }, analyticsEnabled);
    // A new user id alone is not a new page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, analyticsEnabled]);
}
