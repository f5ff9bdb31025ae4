import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  isAuthenticated,
  isCustomer,
  isEmployeeSession,
  isViewingAnotherAccount,
  useSession,
} from '@lender/shared';
import { viewerOf, type Viewer } from './access';

type SessionState = ReturnType<typeof useSession.getState>;

const sessionFacts = (state: SessionState) => {
  const viewing = isViewingAnotherAccount(state);
  return {
    signedIn: isAuthenticated(state),
    isLead: state.isLead,
    isCustomer: isCustomer(state),
    employeeOwnSession: isEmployeeSession(state) && !viewing,
    viewing,
  };
};

/** The signed-in person now (outside React: the first load's preloads). */
export const currentViewer = (): Viewer => viewerOf(sessionFacts(useSession.getState()));

/** The signed-in person as the page table sees them (audience, viewing an account or not). */
export function useViewer(): Viewer {
  const facts = useSession(useShallow(sessionFacts));
  return useMemo(() => viewerOf(facts), [facts]);
}
