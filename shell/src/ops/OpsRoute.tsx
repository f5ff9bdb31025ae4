import { useLoadedComponent, useSession } from '@lender/shared';
import { NotFoundPage } from '../not-found/NotFoundPage';

const loadOpsPage = () => import('./OpsRemotesPage').then((module) => module.default);

function OpsPage() {
  const page = useLoadedComponent(loadOpsPage, 'ops');
  return page.status === 'loaded' ? <page.Component /> : null;
}

/** An employee's own session sees the ops view (its own chunk); anyone else, not found. */
export function OpsRoute() {
  const ownEmployeeSession = useSession(
    (state) => Boolean(state.employeeToken) && state.token === state.employeeToken,
  );
  return ownEmployeeSession ? <OpsPage /> : <NotFoundPage />;
}
