import {
  EMPLOYEE_ACCOUNT_TYPE,
  accountKind,
  isViewingAnotherAccount,
  Navigate,
  paths,
  useSession,
} from '@lender/shared';
import { BrokerHome } from './BrokerHome';
import { CustomerHome } from './CustomerHome';
import { EmployeeHome } from './EmployeeHome';

/**
 * /dashboard: the customer home for CustomerAccount, the broker home for every other type — but an
 * employee's own session (not viewing an account) gets the employee home.
 */
export default function HomePage() {
  const kind = useSession(accountKind);
  const ownEmployeeSession = useSession(
    (state) => state.accountType === EMPLOYEE_ACCOUNT_TYPE && !isViewingAnotherAccount(state),
  );
  if (kind === null) return <Navigate to={paths.signIn} replace />;
  if (ownEmployeeSession) return <EmployeeHome />;
  return kind === 'customer' ? <CustomerHome /> : <BrokerHome />;
}
