import { useMemo } from 'react';
import {
  isAuthenticated,
  isCustomer,
  isEmployeeSession,
  isViewingAnotherAccount,
  useSession,
} from '@lender/shared';
import { viewerOf, type Viewer } from './access';

/** The signed-in person as the page table sees them (audience, viewing an account or not). */
export function useViewer(): Viewer {
  const signedIn = useSession(isAuthenticated);
  const isLead = useSession((state) => state.isLead);
  const customer = useSession(isCustomer);
  const employee = useSession(isEmployeeSession);
  const viewing = useSession(isViewingAnotherAccount);
  return useMemo(
    () =>
      viewerOf({
        signedIn,
        isLead,
        isCustomer: customer,
        employeeOwnSession: employee && !viewing,
        viewing,
      }),
    [signedIn, isLead, customer, employee, viewing],
  );
}
