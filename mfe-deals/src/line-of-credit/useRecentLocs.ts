// Fetches most-recent-locs and labels each borrowing entity's latest LOC; `reload` fetches again.
import { useLoad, type Loadable } from '@lender/shared';
import { fetchMostRecentLocs } from './api/mostRecentLocs';
import { entityLocs, type EntityLoc } from './locEntities';

const loadRecentLocs = () => fetchMostRecentLocs().then(entityLocs);

export const useRecentLocs = (): Loadable<EntityLoc[]> => useLoad(loadRecentLocs);
