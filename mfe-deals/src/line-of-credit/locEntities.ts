// One row per borrowing entity for the line-of-credit page: the entity's latest LOC (spec §4) and
// the label of its status group, via the shared LOC rules.
import {
  latestLocByEntity,
  locStatusLabel,
  type LocStatusLabel,
  type MostRecentLocsResponse,
  type RecentLoc,
} from '@lender/shared';

export interface EntityLoc {
  entityId: string;
  entityName: string;
  label: LocStatusLabel;
  /** The LOC's own name (e.g. its application number), when it has one. */
  locName: string | null;
  createdDate: string;
}

const entityIdOf = (loc: RecentLoc): string => loc.BorrowingEntity__c?.trim() || loc.Id;

/** The latest LOC of each borrowing entity, labelled, sorted by entity name. */
export const entityLocs = (
  response: Pick<MostRecentLocsResponse, 'recentLOCs' | 'acctLOCs'>,
): EntityLoc[] => {
  const dated = response.recentLOCs.map((loc) => ({ ...loc, BorrowingEntityId: entityIdOf(loc) }));
  // Without a milestone on the LOC itself, the account's milestone applies (the 'New' rule).
  const accountMilestone =
    response.acctLOCs.find((acct) => acct.Entity_Milestone__c)?.Entity_Milestone__c ?? null;
  return [...latestLocByEntity(dated).values()]
    .map((loc) => ({
      entityId: loc.BorrowingEntityId,
      entityName: loc.BorrowingEntityName?.trim() || 'Borrowing entity',
      label: locStatusLabel({
        status: loc.LOC_Status__c,
        salesStatus: loc.Sales_LOC_Status__c,
        milestone: loc.Entity_Milestone__c ?? accountMilestone,
      }),
      locName: loc.Name?.trim() || null,
      createdDate: loc.CreatedDate,
    }))
    .sort((a, b) => a.entityName.localeCompare(b.entityName));
};
