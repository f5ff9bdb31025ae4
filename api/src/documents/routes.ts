// POST deals/uploaddocument, deals/getdocuments, loc/getdocuments; GET documents/:id/download.
import { rm } from 'node:fs/promises';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  dealIdRequestSchema,
  documentListResponseSchema,
  documentUploadResponseSchema,
  documentUploadSchema,
  locDocumentsRequestSchema,
  stripFileName,
  type DocumentListResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { writeAudit, requestAuditFields } from '../audit/audit';
import { accountOf, requireAuth, requireNotLead } from '../auth/require-auth';
import { requireDealAccess } from '../deals/access';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { sessionLive } from '../sessions/policy';
import { attachmentDisposition } from './content-disposition';
import { downloadGrant, type DownloadGrant } from './download-links';
import { contentMatches, CONTENT_TYPES, documentExtension } from './file-types';
import {
  findDownloadable,
  insertDocument,
  listDealDocuments,
  listLocDocuments,
  ownsLoc,
  type DocumentListRow,
} from './queries';
import { openReceivedFile, streamUploadBodies, type ReceivedUpload } from './receive-upload';
import { StoredFileMissing } from './storage';

/** The base64 of the largest file, plus room for the other fields, escapes and line breaks. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 1024 * 1024;
const FILE_FIELD = 'rentrollfiledata';
const LOC_NOT_FOUND = 'Line of credit not found.';
const DOCUMENT_NOT_FOUND = 'Document not found.';
const LINK_INVALID = 'This download link is invalid or has expired.';

/** The upload's small fields, with the contract's rules (the file itself is checked as it streams). */
const uploadFieldsSchema = v.omit(documentUploadSchema, [FILE_FIELD]);

export async function documentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const toFiles = async (
    rows: DocumentListRow[],
    grant: DownloadGrant,
  ): Promise<DocumentListResponse> => ({
    files: await Promise.all(
      rows.map(async (row) => ({
        name: row.name,
        url: await ctx.downloads.url(row.id, grant),
        created_at: row.created_at.toISOString(),
      })),
    ),
  });

  const documentList = {
    method: 'POST',
    tag: 'documents',
    writes: 'nothing',
    response: documentListResponseSchema,
  } as const;

  route(
    app,
    ctx.now,
    {
      ...documentList,
      url: '/deals/getdocuments',
      operationId: 'dealDocuments',
      summary: "A deal's documents",
      access: 'notLead',
      body: dealIdRequestSchema,
    },
    async (request, _reply, input) => {
      const { dealid } = input.body();
      await requireDealAccess(ctx, request, dealid);
      return toFiles(await listDealDocuments(ctx.db, dealid), downloadGrant(accountOf(request)));
    },
  );

  // A line of credit's files: only for the owner of its borrowing entity (leads included).
  route(
    app,
    ctx.now,
    {
      ...documentList,
      url: '/loc/getdocuments',
      operationId: 'locDocuments',
      summary: "A line of credit's documents",
      access: 'signedIn',
      body: locDocumentsRequestSchema,
    },
    async (request, _reply, input) => {
      const { locId } = input.body();
      const account = accountOf(request);
      if (!(await ownsLoc(ctx.db, account.id, locId))) throw notFound(LOC_NOT_FOUND);
      return toFiles(await listLocDocuments(ctx.db, locId), downloadGrant(account));
    },
  );

  // Followed by the browser (no bearer header): the token is the authorization, its session must
  // still be live, and the account it names must still be allowed to see the document.
  route<null, undefined, { Params: { id: string }; Querystring: { token?: string } }>(
    app,
    ctx.now,
    {
      method: 'GET',
      url: '/documents/:id/download',
      operationId: 'downloadDocument',
      summary: 'Download a document (signed link)',
      tag: 'documents',
      access: 'link',
      writes: 'nothing',
      response: { mediaType: 'application/octet-stream', description: 'The document' },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const grant = token ? await ctx.downloads.verify(token, id) : null;
      if (!grant || !(await sessionLive(ctx, grant))) throw forbidden(LINK_INVALID);
      const doc = await findDownloadable(ctx.db, grant.accountId, id);
      if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
      let stream;
      try {
        stream = await ctx.storage.get(doc.storage_key);
      } catch (error) {
        if (error instanceof StoredFileMissing) throw notFound(DOCUMENT_NOT_FOUND);
        throw error;
      }
      return reply
        .header('content-type', doc.content_type ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(doc.name))
        .header('content-length', String(doc.size_bytes))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  await app.register(async (scope) => uploadRoute(scope, ctx));
}

/**
 * deals/uploaddocument in a scope of its own: its JSON parser streams the body to a temp file
 * instead of buffering it (every other route keeps Fastify's 1 MiB JSON parser). Authentication
 * runs on request, before a byte of the body is read.
 */
async function uploadRoute(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  streamUploadBodies(scope, ctx.config.uploadDir, {
    fileKey: FILE_FIELD,
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  });

  route<typeof documentUploadSchema, undefined, { Body: ReceivedUpload }>(
    scope,
    ctx.now,
    {
      method: 'POST',
      url: '/deals/uploaddocument',
      operationId: 'uploadDocument',
      summary: 'Upload a document to a deal',
      tag: 'documents',
      access: 'notLead',
      // On request: refused before a byte of the body is read.
      guards: { onRequest: [requireAuth(ctx), requireNotLead] },
      // Employees viewing an account may look at its documents but not add any in the borrower's
      // name: §6 disables the borrower's submits in employee mode, and an upload is a submit.
      writes: 'deal',
      body: documentUploadSchema,
      response: documentUploadResponseSchema,
    },
    async (request) => {
      const upload = request.body;
      try {
        const fields = parseBody(uploadFieldsSchema, upload.fields);
        if (!upload.file) throw badRequest(DOCUMENT_MESSAGES.data);
        await requireDealAccess(ctx, request, fields.opportunityId);
        const name = stripFileName(fields.strippedname?.trim() || fields.rentrollfilename);
        const ext = documentExtension(name);
        if (!ext) throw badRequest(DOCUMENT_MESSAGES.type);
        if (upload.file.size === 0) throw badRequest(DOCUMENT_MESSAGES.empty);
        if (!contentMatches(ext, upload.file)) throw badRequest(DOCUMENT_MESSAGES.contentMismatch);

        const account = accountOf(request);
        const file = upload.file;
        const key = await ctx.storage.put(await openReceivedFile(file));
        let row;
        try {
          row = await ctx.db.transaction().execute(async (trx) => {
            const inserted = await insertDocument(trx, {
              deal_id: fields.opportunityId,
              uploaded_by: account.id,
              name,
              storage_key: key,
              content_type: CONTENT_TYPES[ext],
              size_bytes: file.size,
              sha256: file.sha256,
              created_at: new Date(ctx.now()),
            });
            await writeAudit(trx, {
              ...requestAuditFields(request),
              action: 'document.upload',
              entity: 'document',
              entityId: inserted.id,
              details: { dealId: fields.opportunityId, sizeBytes: file.size },
            });
            return inserted;
          });
        } catch (error) {
          await ctx.storage.delete(key);
          throw error;
        }
        return { url: await ctx.downloads.url(row.id, downloadGrant(account)) };
      } finally {
        if (upload.file) await rm(upload.file.tempPath, { force: true });
      }
    },
  );
}
