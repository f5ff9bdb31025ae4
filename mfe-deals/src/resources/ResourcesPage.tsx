import { isCustomer, isLeadUser, useSession } from '@lender/shared';
import { BrokerResources } from './BrokerResources';
import { CustomerResources } from './CustomerResources';
import { LeadResources } from './LeadResources';

/**
 * /dashboard/resources: customer resources for customers (isCustomer), broker resources for every
 * other type. Leads (isLead) land here and see a welcome instead of the templates (spec §2).
 */
export default function ResourcesPage() {
  const lead = useSession(isLeadUser);
  const customer = useSession(isCustomer);
  if (lead) return <LeadResources />;
  return customer ? <CustomerResources /> : <BrokerResources />;
}
