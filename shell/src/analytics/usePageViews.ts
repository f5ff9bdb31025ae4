import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig, useSession } from '@lender/shared';
import { trackPageView } from './pageViews';

/** One page view per changed path, with the user id when there is one. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { analyticsEnabled } = useRuntimeConfig();
  const userId = useSession((state) => state.userId);
  useEffect(() => {
    trackPageView({ path: pathname, ...(userId ? { userId } : {}) }, analyticsEnabled);
    // A new user id alone is not a new page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, analyticsEnabled]);
}
