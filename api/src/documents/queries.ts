// The documents table: list a deal's or a LOC's files, record an upload, find one for download.
import type { Insertable, Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../db/types';
import { canSeeDeal } from '../deals/access';

export interface DocumentListRow {
  id: string;
  name: string;
  created_at: Date;
}

export async function listDealDocuments(
  db: Kysely<Database>,
  dealId: string,
): Promise<DocumentListRow[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'name', 'created_at'])
    .where('deal_id', '=', dealId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listLocDocuments(
  db: Kysely<Database>,
  locId: string,
): Promise<DocumentListRow[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'name', 'created_at'])
    .where('loc_id', '=', locId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** True when the LOC's borrowing entity belongs to the account. */
export async function ownsLoc(
  db: Kysely<Database>,
  accountId: string,
  locId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('locs')
    .innerJoin('borrowing_entities', 'borrowing_entities.id', 'locs.borrowing_entity_id')
    .select('locs.id')
    .where('locs.id', '=', locId)
    .where('borrowing_entities.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDocument(
  db: Kysely<Database>,
  row: Insertable<DocumentsTable>,
): Promise<{ id: string; created_at: Date }> {
  return db
    .insertInto('documents')
    .values(row)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export interface DownloadableDocument {
  name: string;
  storage_key: string;
  content_type: string | null;
  size_bytes: number;
}

/** The document, when the account may (still) see its deal or its line of credit; else null. */
export async function findDownloadable(
  db: Kysely<Database>,
  accountId: string,
  documentId: string,
): Promise<DownloadableDocument | null> {
  const doc = await db
    .selectFrom('documents')
    .select(['deal_id', 'loc_id', 'name', 'storage_key', 'content_type', 'size_bytes'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc) return null;
  const allowed = doc.deal_id
    ? await canSeeDeal(db, accountId, doc.deal_id)
    : doc.loc_id
      ? await ownsLoc(db, accountId, doc.loc_id)
      : false;
  if (!allowed) return null;
  return {
    name: doc.name,
    storage_key: doc.storage_key,
    content_type: doc.content_type,
    size_bytes: doc.size_bytes,
  };
}
