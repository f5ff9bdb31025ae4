// POST deals/budget/new: a budget template filled in by the borrower, streamed like
// deals/uploaddocument (the same JSON stream parser and checks): its type must be a budget's
// (xlsx, xls, xlsm, csv, pdf), its content must match the type, at most 20 MB. The file goes
// through FileStorage and a row into uploaded_budgets (deals/details counts them).
import { rm } from 'node:fs/promises';
import {
  BUDGET_UPLOAD_MESSAGES,
  MAX_BUDGET_BYTES,
  budgetUploadResponseSchema,
  budgetUploadSchema,
  isAllowedBudgetName,
  stripFileName,
  type BudgetUploadResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf, requireAuth, requireNotLead } from '../auth/require-auth';
import { requireDealAccess } from '../deals/access';
import { contentMatches, CONTENT_TYPES, documentExtension } from '../documents/file-types';
import {
  openReceivedFile,
  streamUploadBodies,
  type ReceivedUpload,
} from '../documents/receive-upload';
import { MAX_UPLOAD_BODY_BYTES } from '../documents/routes';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';

const BUDGET_FILE_FIELD = 'budgetfiledata';
/** The upload's small fields, with the contract's rules (the file itself is checked as it streams). */
const fieldsSchema = v.omit(budgetUploadSchema, [BUDGET_FILE_FIELD]);

/** Registers the route in a scope of its own: its JSON parser streams instead of buffering. */
export async function budgetUploadRoute(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  streamUploadBodies(scope, ctx.config.uploadDir, {
    fileKey: BUDGET_FILE_FIELD,
    maxFileBytes: MAX_BUDGET_BYTES,
    maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  });

  route<typeof budgetUploadSchema, undefined, { Body: ReceivedUpload }>(
    scope,
    ctx.now,
    {
      method: 'POST',
      url: '/deals/budget/new',
      operationId: 'uploadBudget',
      summary: 'Upload a budget template',
      tag: 'construction',
      access: 'notLead',
      // On request: refused before a byte of the body is read.
      guards: { onRequest: [requireAuth(ctx), requireNotLead] },
      // An upload is a submit: refused while an employee views the account (§6).
      writes: 'deal',
      body: budgetUploadSchema,
      response: budgetUploadResponseSchema,
    },
    async (request): Promise<BudgetUploadResponse> => {
      const upload = request.body;
      try {
        const fields = parseBody(fieldsSchema, upload.fields);
        if (!upload.file) throw badRequest(BUDGET_UPLOAD_MESSAGES.data);
        await requireDealAccess(ctx, request, fields.opportunityid);
        const name = stripFileName(fields.budgetfilename);
        const ext = documentExtension(name);
        if (!ext || !isAllowedBudgetName(name)) throw badRequest(BUDGET_UPLOAD_MESSAGES.type);
        if (upload.file.size === 0) throw badRequest(BUDGET_UPLOAD_MESSAGES.empty);
        if (!contentMatches(ext, upload.file))
          throw badRequest(BUDGET_UPLOAD_MESSAGES.contentMismatch);

        const file = upload.file;
        const key = await ctx.storage.put(await openReceivedFile(file));
        try {
          await ctx.db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('uploaded_budgets')
              .values({
                deal_id: fields.opportunityid,
                file_name: name,
                storage_key: key,
                size_bytes: file.size,
                uploaded_by: accountOf(request).id,
                content_type: CONTENT_TYPES[ext],
                sha256: file.sha256,
                created_at: new Date(ctx.now()),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await writeAudit(trx, {
              ...requestAuditFields(request),
              action: 'budget.upload',
              entity: 'uploaded_budget',
              entityId: row.id,
              details: { dealId: fields.opportunityid, sizeBytes: file.size },
            });
          });
        } catch (error) {
          await ctx.storage.delete(key);
          throw error;
        }
        return { success: true };
      } finally {
        if (upload.file) await rm(upload.file.tempPath, { force: true });
      }
    },
  );
}
