// The reads a page declares it needs first, started when its route matches, for a viewer the page
// is open to: a page outside their audience loads nothing (and the API stays the judge of every
// call). The page's own reads of the same calls get these answers.
import { prefetchRead } from '@lender/shared';
import { fillPageReads } from '@lender/contracts';
import { pageAccess, type Viewer } from './access';
import type { AssembledPage } from './assemble';

export function startPageReads(
  page: Pick<AssembledPage, 'data' | 'layout' | 'audience' | 'whileViewing'>,
  params: Readonly<Record<string, string | undefined>>,
  viewer: Viewer,
): void {
  const access = pageAccess(page, viewer);
  if (access !== 'open' && access !== 'read-only') return;
  for (const call of fillPageReads(page, params)) prefetchRead(call);
}
