// The demo seed lists documents on deals; their bytes belong in the file storage, not the
// database. After seeding, each listed document without stored bytes gets a small PDF naming it,
// so every document a demo user sees also downloads.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { StoredFileMissing, type FileStorage } from './storage';

/** A one-page PDF showing `title` (PDF 1.4, Helvetica, valid cross-reference table). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj 0 -28 Td /F1 11 Tf (Demo document of the lender portal.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const isStored = async (storage: FileStorage, key: string): Promise<boolean> => {
  try {
    (await storage.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof StoredFileMissing) return false;
    throw error;
  }
};

/** Stores a PDF for each seeded PDF document whose bytes are missing; returns how many. */
export async function storeSeededDocumentFiles(
  db: Kysely<Database>,
  storage: FileStorage,
): Promise<number> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'name', 'storage_key'])
    .where('storage_key', 'like', 'deals/%')
    .where('content_type', '=', 'application/pdf')
    .execute();
  let stored = 0;
  for (const row of rows) {
    if (await isStored(storage, row.storage_key)) continue;
    const bytes = demoPdf(row.name.replace(/\.pdf$/i, ''));
    const key = await storage.put(Readable.from([bytes]));
    await db
      .updateTable('documents')
      .set({
        storage_key: key,
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .where('id', '=', row.id)
      .execute();
    stored += 1;
  }
  return stored;
}
