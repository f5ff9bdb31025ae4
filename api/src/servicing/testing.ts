// Test support for the servicing tests: small valid files and counters of what a request leaves.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../test/helpers';

/** A tiny PDF (its content starts with %PDF-), as base64. */
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n% servicing test\n%%EOF\n').toString('base64');
/** A ZIP signature, which is what docx/xlsx/xlsm files start with. */
export const ZIP_BASE64 = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]).toString('base64');

export const pdfFile = (field: string | undefined, fileName = `${field ?? 'file'}.pdf`) => ({
  ...(field ? { field } : {}),
  fileName,
  fileData: PDF_BASE64,
});

/** Files under the upload folder (temporary uploads folder excluded). */
function storedFileCount(uploadDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else count += 1;
    }
  };
  walk(uploadDir);
  return count;
}

export interface Footprint {
  requests: number;
  documents: number;
  mails: number;
  files: number;
}

/** What servicing requests have left behind so far: rows, documents, mails and stored files. */
export async function footprint(t: TestApp): Promise<Footprint> {
  const count = async (table: 'servicing_requests' | 'mail_outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const documents = await t.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('servicing_request_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    requests: await count('servicing_requests'),
    documents: Number(documents.n),
    mails: await count('mail_outbox'),
    files: storedFileCount(t.uploadDir),
  };
}

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/** The mails queued to an address. */
export async function mailsTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  return t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
}

/** Empties the upload folder (between tests: deleting rows does not delete stored files). */
export function clearUploads(uploadDir: string): void {
  for (const entry of readdirSync(uploadDir))
    rmSync(join(uploadDir, entry), { recursive: true, force: true });
}
