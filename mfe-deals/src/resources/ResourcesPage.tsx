import { accountKind, useSession } from '@lender/shared';
import { BrokerResources } from './BrokerResources';
import { CustomerResources } from './CustomerResources';
import { LeadResources } from './LeadResources';

/**
 * /dashboard/resources: customer resources for CustomerAccount, broker resources for every other
 * type. Leads (isLead) land here and see a welcome instead of the templates (spec §2).
 */
export default function ResourcesPage() {
  const isLead = useSession((state) => state.isLead);
  const kind = useSession(accountKind);
  if (isLead) return <LeadResources />;
  return kind === 'broker' ? <BrokerResources /> : <CustomerResources />;
}
