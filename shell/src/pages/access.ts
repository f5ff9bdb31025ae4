// Who may open a page, decided before its remote loads: a page outside the viewer's audience is
// not found (the API stays the authority on every call it answers).
import { isSignedInLayout, type PageAudience } from '@lender/contracts';
import type { AssembledPage } from './assemble';

/**
 * The signed-in person as pages see them: their own kind, a lead, an employee on their own
 * session, or an employee viewing an account of `kind`.
 */
export type Viewer =
  { signedIn: false } | { signedIn: true; audience: PageAudience; viewing: boolean };

export type PageAccess = 'open' | 'read-only' | 'not-found' | 'sign-in';

export function pageAccess(
  page: Pick<AssembledPage, 'layout' | 'audience' | 'whileViewing'>,
  viewer: Viewer,
): PageAccess {
  if (!isSignedInLayout(page.layout)) return 'open';
  if (!viewer.signedIn) return 'sign-in';
  if (!(page.audience ?? []).includes(viewer.audience)) return 'not-found';
  if (!viewer.viewing) return 'open';
  const rule = page.whileViewing ?? 'closed';
  return rule === 'closed' ? 'not-found' : rule;
}

interface SessionFacts {
  signedIn: boolean;
  isLead: boolean;
  isCustomer: boolean;
  employeeOwnSession: boolean;
  viewing: boolean;
}

/** The viewer from the session's facts. */
export function viewerOf(facts: SessionFacts): Viewer {
  if (!facts.signedIn) return { signedIn: false };
  const audience: PageAudience = facts.isLead
    ? 'lead'
    : facts.employeeOwnSession
      ? 'employee'
      : facts.isCustomer
        ? 'customer'
        : 'broker';
  return { signedIn: true, audience, viewing: facts.viewing };
}
