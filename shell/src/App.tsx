import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from './routing/portalRoutes';
import { PageErrorBoundary } from './routing/PageErrorBoundary';
import { usePageViews } from './analytics/usePageViews';

/** Things that follow the whole navigation (analytics page views). */
function Tracking() {
  usePageViews();
  return null;
}

export function App() {
  return (
    <BrowserRouter>
      <Tracking />
      <PageErrorBoundary>
        <PortalRoutes />
      </PageErrorBoundary>
    </BrowserRouter>
  );
}
