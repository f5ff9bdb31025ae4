// One row per borrowing entity for the line-of-credit page: the entity's latest LOC (spec §4) and
// the label of its status group (locStatus.ts).
import type { AcctLoc, MostRecentLocsResponse, RecentLoc } from '@lender/contracts';
import { latestLocByEntity, locStatusLabel, type LocStatusLabel } from './locStatus';

export interface EntityLoc {
  entityId: string;
  entityName: string;
  label: LocStatusLabel;
  /** The LOC's own name (e.g. its application number), when it has one. */
  locName: string | null;
  createdDate: string;
}

const entityIdOf = (loc: RecentLoc): string => loc.BorrowingEntity__c?.trim() || loc.Id;

/** A non-blank string field of a loose record, trimmed; null otherwise. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The milestone of each borrowing entity's own account LOC: acctLOCs matched by BorrowingEntity__c
 * (the latest by CreatedDate when an entity has several). An account LOC without an entity applies
 * to none.
 */
export const milestoneByEntity = (acctLOCs: readonly AcctLoc[]): Map<string, string> => {
  const withMilestone = acctLOCs.flatMap((acct) => {
    const entityId = textOf(acct.BorrowingEntity__c);
    const milestone = textOf(acct.Entity_Milestone__c);
    if (!entityId || !milestone) return [];
    return [
      { BorrowingEntityId: entityId, CreatedDate: textOf(acct.CreatedDate) ?? '', milestone },
    ];
  });
  return new Map(
    [...latestLocByEntity(withMilestone)].map(([entityId, acct]) => [entityId, acct.milestone]),
  );
};

/** The latest LOC of each borrowing entity, labelled, sorted by entity name. */
export const entityLocs = (
  response: Pick<MostRecentLocsResponse, 'recentLOCs' | 'acctLOCs'>,
): EntityLoc[] => {
  const dated = response.recentLOCs.map((loc) => ({ ...loc, BorrowingEntityId: entityIdOf(loc) }));
  // Without a milestone on the LOC itself, the entity's own account LOC milestone applies (the
  // 'New' rule); never another entity's.
  const accountMilestones = milestoneByEntity(response.acctLOCs);
  return [...latestLocByEntity(dated).values()]
    .map((loc) => ({
      entityId: loc.BorrowingEntityId,
      entityName: loc.BorrowingEntityName?.trim() || 'Borrowing entity',
      label: locStatusLabel({
        status: loc.LOC_Status__c,
        salesStatus: loc.Sales_LOC_Status__c,
        milestone: loc.Entity_Milestone__c ?? accountMilestones.get(loc.BorrowingEntityId) ?? null,
      }),
      locName: loc.Name?.trim() || null,
      createdDate: loc.CreatedDate,
    }))
    .sort((a, b) => a.entityName.localeCompare(b.entityName));
};
