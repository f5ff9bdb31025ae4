import {
  EMPLOYEE_ACCOUNT_TYPE,
  accountKind,
  isLeadUser,
  isViewingAnotherAccount,
  Navigate,
  paths,
  useSession,
} from '@lender/shared';
import { ownPath } from '../paths';
import { BrokerHome } from './BrokerHome';
import { CustomerHome } from './CustomerHome';
import { EmployeeHome } from './EmployeeHome';

/**
 * /dashboard: the customer home for CustomerAccount, the broker home for every other type — but an
 * employee's own session (not viewing an account) gets the employee home, and a lead, who sees only
 * the resources page (spec §1), is taken there.
 */
export default function HomePage() {
  const kind = useSession(accountKind);
  const lead = useSession(isLeadUser);
  const ownEmployeeSession = useSession(
    (state) => state.accountType === EMPLOYEE_ACCOUNT_TYPE && !isViewingAnotherAccount(state),
  );
  if (kind === null) return <Navigate to={paths.signIn} replace />;
  if (lead) return <Navigate to={ownPath('resources')} replace />;
  if (ownEmployeeSession) return <EmployeeHome />;
  return kind === 'customer' ? <CustomerHome /> : <BrokerHome />;
}
