// Reads most-recent-locs and labels each borrowing entity's latest LOC; `reload` reads again.
import { useRead, type Read } from '@lender/shared';
import { parseRecentLocs, recentLocsRead } from './api/mostRecentLocs';
import { entityLocs, type EntityLoc } from './locEntities';

const parseEntityLocs = (answer: unknown): EntityLoc[] => entityLocs(parseRecentLocs(answer));

export const useRecentLocs = (): Read<EntityLoc[]> => useRead(recentLocsRead, parseEntityLocs);
