// The reads a page declares it needs first, started when its route matches, for a viewer the page
// is open to: a page outside their audience loads nothing (and the API stays the judge of every
// call). The page's own reads of the same calls get these answers. A page of the deal layout also
// gets the deal frame's read of its deal, which the shell draws (ADR 012).
import { dealDetailRead, prefetchRead, type ReadCall } from '@lender/shared';
import { fillPageReads } from '@lender/contracts';
import { pageAccess, type Viewer } from './access';
import type { AssembledPage } from './assemble';

/** Starts the page's first reads for this viewer; returns the calls it started. */
export function startPageReads(
  page: Pick<AssembledPage, 'data' | 'layout' | 'audience' | 'whileViewing'>,
  params: Readonly<Record<string, string | undefined>>,
  viewer: Viewer,
): ReadCall[] {
  const access = pageAccess(page, viewer);
  if (!viewer.signedIn || (access !== 'open' && access !== 'read-only')) return [];
  const frame = page.layout === 'deal' && params.id ? [dealDetailRead(params.id)] : [];
  const calls = [...frame, ...fillPageReads(page, params, viewer.audience)];
  for (const call of calls) prefetchRead(call);
  return calls;
}
