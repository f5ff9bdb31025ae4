import { useEffect, useSyncExternalStore } from 'react';
import { getPageTitleDetail, subscribePageTitleDetail, useRuntimeConfig } from '@lender/shared';
import { pageTitle } from './pageTitle';

export function usePageTitle(title: string): void {
  const { brandName, whiteLabel } = useRuntimeConfig();
  const detail = useSyncExternalStore(
    subscribePageTitleDetail,
    getPageTitleDetail,
    getPageTitleDetail,
  );
  useEffect(() => {
    document.title = pageTitle(title, brandName, whiteLabel, detail);
  }, [title, brandName, whiteLabel, detail]);
}
