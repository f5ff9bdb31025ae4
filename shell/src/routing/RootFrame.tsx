import { Outlet } from 'react-router-dom';
import { usePageViews } from '../analytics/usePageViews';

/** Above every layout: things that follow the whole navigation (analytics page views). */
export function RootFrame() {
  usePageViews();
  return <Outlet />;
}
