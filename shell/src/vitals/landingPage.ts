// The first page a load shows: what its LCP (and the load's INP and CLS) is reported under.
import type { RemoteName } from '../federation/remoteNames';

export interface Landing {
  remote: RemoteName;
  /** The route pattern, e.g. /dashboard/deal/:dealId. */
  page: string;
}

let landing: Landing | null = null;

export function noteLandingPage(remote: RemoteName, page: string): void {
  landing ??= { remote, page };
}

export const landingPage = (): Landing | null => landing;
