import { accountKind, Navigate, paths, useSession } from '@lender/shared';
import { BrokerHome } from './BrokerHome';
import { CustomerHome } from './CustomerHome';

/** /dashboard: the customer home for CustomerAccount, the broker home for every other type. */
export default function HomePage() {
  const kind = useSession(accountKind);
  if (kind === null) return <Navigate to={paths.signIn} replace />;
  return kind === 'customer' ? <CustomerHome /> : <BrokerHome />;
}
