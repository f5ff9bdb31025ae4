import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@lender/shared';
import { createPortalRouter } from './routing/createPortalRouter';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createPortalRouter(config), [config]);
  return <RouterProvider router={router} />;
}
