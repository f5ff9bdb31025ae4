// Lines of credit of an account's borrowing entities, shaped as spec §3 "most-recent-LOCs".
import type { MostRecentLocsResponse } from '@lender/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * @param fileUrl an authorized download link of a LOC file (the documents feature's signed links).
 */
export async function mostRecentLocs(
  db: Kysely<Database>,
  accountId: string,
  fileUrl: (documentId: string) => Promise<string>,
): Promise<MostRecentLocsResponse> {
  const all = await db
    .selectFrom('locs')
    .innerJoin('borrowing_entities', 'borrowing_entities.id', 'locs.borrowing_entity_id')
    .select([
      'locs.id',
      'locs.name',
      'locs.borrowing_entity_id',
      'borrowing_entities.name as entityName',
      'locs.loc_status',
      'locs.sales_loc_status',
      'locs.entity_milestone',
      'locs.application_receipt',
      'locs.amount',
      'locs.created_at',
    ])
    .where('borrowing_entities.account_id', '=', accountId)
    .orderBy('locs.created_at', 'desc')
    .orderBy('locs.id')
    .execute();

  // The latest LOC per borrowing entity, latest first (rows are already sorted).
  const seen = new Set<string>();
  const recent = all.filter(
    (loc) => !seen.has(loc.borrowing_entity_id) && seen.add(loc.borrowing_entity_id),
  );
  const recentIds = recent.map((loc) => loc.id);

  const [checklist, underwritings, files] =
    recentIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('loc_checklist_items')
            .select(['id', 'loc_id', 'name', 'status'])
            .where('loc_id', 'in', recentIds)
            .orderBy('sort_order')
            .execute(),
          db
            .selectFrom('underwritings')
            .select(['id', 'loc_id', 'name', 'status', 'created_at'])
            .where('loc_id', 'in', recentIds)
            .orderBy('created_at', 'desc')
            .execute(),
          db
            .selectFrom('documents')
            .select(['id', 'loc_id', 'name', 'created_at'])
            .where('loc_id', 'in', recentIds)
            .orderBy('created_at', 'desc')
            .execute(),
        ]);

  return {
    recentLOCs: recent.map((loc) => ({
      Id: loc.id,
      Name: loc.name,
      BorrowingEntity__c: loc.borrowing_entity_id,
      BorrowingEntityName: loc.entityName,
      LOC_Status__c: loc.loc_status,
      Sales_LOC_Status__c: loc.sales_loc_status,
      Entity_Milestone__c: loc.entity_milestone,
      ApplicationReceipt__c: loc.application_receipt,
      Amount__c: loc.amount,
      CreatedDate: iso(loc.created_at),
      checklistItems: checklist
        .filter((item) => item.loc_id === loc.id)
        .map((item) => ({ Id: item.id, Name: item.name, Status__c: item.status })),
    })),
    recentUnderwritings: underwritings.map((uw) => ({
      Id: uw.id,
      Name: uw.name,
      Status__c: uw.status,
      LineOfCredit__c: uw.loc_id,
      CreatedDate: iso(uw.created_at),
    })),
    acctLOCs: all.map((loc) => ({
      Id: loc.id,
      Name: loc.name,
      BorrowingEntity__c: loc.borrowing_entity_id,
      Entity_Milestone__c: loc.entity_milestone,
      ApplicationReceipt__c: loc.application_receipt,
      CreatedDate: iso(loc.created_at),
    })),
    iframeURL: null,
    files: files.map((file) => ({
      Id: file.id,
      LinkedEntityId: file.loc_id ?? '',
      Title: file.name,
      CreatedDate: iso(file.created_at),
    })),
    urls: await Promise.all(files.map((file) => fileUrl(file.id))),
  };
}
