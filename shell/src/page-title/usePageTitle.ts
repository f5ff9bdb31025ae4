import { useEffect } from 'react';
import { useRuntimeConfig } from '@lender/shared';
import { pageTitle } from './pageTitle';

export function usePageTitle(title: string): void {
  const { brandName, whiteLabel } = useRuntimeConfig();
  useEffect(() => {
    document.title = pageTitle(title, brandName, whiteLabel);
  }, [title, brandName, whiteLabel]);
}
