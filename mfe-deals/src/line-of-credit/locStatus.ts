// Line-of-credit status groups (spec §4) and the latest LOC per borrowing entity.

export type LocStatusLabel =
  'Denied' | 'In Review' | 'Approved' | 'Expired' | 'Application Received' | 'Submission Needed';

const LOC_STATUS_GROUPS: Readonly<
  Record<'Denied' | 'In Review' | 'Approved' | 'Expired', readonly string[]>
> = {
  Denied: ['Submission Rejected', 'Denied'],
  'In Review': ['Submitted for Large Line Approval', 'In Process'],
  Approved: ['Conditional Approval', 'Approval'],
  Expired: ['Expired'],
};

const DEFAULT_LOC_STATUS: LocStatusLabel = 'Submission Needed';

export interface LocStatusInput {
  /** LOC_Status__c */
  status?: string | null;
  /** Sales_LOC_Status__c */
  salesStatus?: string | null;
  /** Entity_Milestone__c */
  milestone?: string | null;
}

/**
 * The label of one LOC. A status in a group wins; otherwise sales status 'Application Received'
 * or milestone 'New' gives 'Application Received'; otherwise 'Submission Needed'.
 */
export const locStatusLabel = ({
  status,
  salesStatus,
  milestone,
}: LocStatusInput): LocStatusLabel => {
  const trimmed = status?.trim() ?? '';
  for (const [label, statuses] of Object.entries(LOC_STATUS_GROUPS)) {
    if (statuses.includes(trimmed)) return label as LocStatusLabel;
  }
  if (salesStatus?.trim() === 'Application Received' || milestone?.trim() === 'New')
    return 'Application Received';
  return DEFAULT_LOC_STATUS;
};

export interface DatedLoc {
  BorrowingEntityId: string;
  CreatedDate: string;
}

/** The most recent LOC (by CreatedDate) of each borrowing entity. */
export const latestLocByEntity = <T extends DatedLoc>(locs: readonly T[]): Map<string, T> => {
  const latest = new Map<string, T>();
  for (const loc of locs) {
    const current = latest.get(loc.BorrowingEntityId);
    if (!current || Date.parse(loc.CreatedDate) > Date.parse(current.CreatedDate)) {
      latest.set(loc.BorrowingEntityId, loc);
    }
  }
  return latest;
};

export interface EntityLocStatus {
  entityId: string;
  label: LocStatusLabel;
}

/**
 * One label per borrowing entity of a deal: from the entity's latest LOC (deal.locStatus), with
 * the account milestone (deal.acctLoc) for the 'New' rule; entities without a LOC get the default.
 */
export const entityLocStatuses = (deal: {
  borrowingEntities: readonly { BorrowingEntity__c: string }[];
  locStatus: readonly (DatedLoc & {
    LOC_Status__c: string | null;
    Sales_LOC_Status__c: string | null;
  })[];
  acctLoc?: { Entity_Milestone__c: string | null } | null;
}): EntityLocStatus[] => {
  const latest = latestLocByEntity(deal.locStatus);
  const milestone = deal.acctLoc?.Entity_Milestone__c ?? null;
  return deal.borrowingEntities.map(({ BorrowingEntity__c: entityId }) => {
    const loc = latest.get(entityId);
    return {
      entityId,
      label: locStatusLabel({
        status: loc?.LOC_Status__c,
        salesStatus: loc?.Sales_LOC_Status__c,
        milestone,
      }),
    };
  });
};
