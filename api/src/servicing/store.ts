// Saving a servicing request: files are stored first (FileStorage), then ONE transaction writes the
// request row, its documents rows and both mails; if the transaction fails the stored files are
// removed, so a refused or failed request leaves no row, no file and no mail behind.
import type { ServicingKind } from '@lender/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../http/context';
import { queueMail } from '../mail/outbox';
import { deleteStored, storeFiles, type DecodedFile } from './files';
import { confirmationMail, notificationMail, type RequestMailInput } from './mails';

export interface NewServicingRequest {
  kind: ServicingKind;
  accountId: string | null;
  dealId: string | null;
  loanNumber: string;
  email: string;
  payload: Record<string, unknown>;
  files: readonly DecodedFile[];
  /** What the servicing mailbox reads below the header lines. */
  summary: string;
  /** Decided inside the transaction (the payoff fee), from the request's own row lock. */
  feeApplies?: (trx: Transaction<Database>, at: Date) => Promise<boolean>;
}

export interface SavedServicingRequest {
  id: string;
  feeApplies: boolean;
}

export async function saveServicingRequest(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config' | 'now'>,
  request: NewServicingRequest,
  requester: string,
  message: (feeApplies: boolean) => string,
): Promise<SavedServicingRequest> {
  const at = new Date(ctx.now());
  const stored = await storeFiles(ctx.storage, request.files);
  try {
    return await (ctx.db as Kysely<Database>).transaction().execute(async (trx) => {
      const feeApplies = request.feeApplies ? await request.feeApplies(trx, at) : false;
      const row = await trx
        .insertInto('servicing_requests')
        .values({
          kind: request.kind,
          account_id: request.accountId,
          deal_id: request.dealId,
          loan_number: request.loanNumber,
          email: request.email,
          payload: JSON.stringify(request.payload),
          fee_applies: feeApplies,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stored.length > 0)
        await trx
          .insertInto('documents')
          .values(
            stored.map((file) => ({
              deal_id: null,
              servicing_request_id: row.id,
              uploaded_by: request.accountId,
              name: file.field ? `${file.field}: ${file.name}` : file.name,
              storage_key: file.key,
              content_type: file.contentType,
              size_bytes: file.bytes.length,
              sha256: file.sha256,
              created_at: at,
            })),
          )
          .execute();
      const mailInput: RequestMailInput = {
        kind: request.kind,
        requestId: row.id,
        loanNumber: request.loanNumber,
        message: message(feeApplies),
        feeApplies,
      };
      await queueMail(trx, ctx.config, confirmationMail(request.email, mailInput), at);
      await queueMail(
        trx,
        ctx.config,
        notificationMail(ctx.config.servicingEmail, {
          ...mailInput,
          requester,
          files: stored.map((file) => file.name),
          summary: request.summary,
        }),
        at,
      );
      return { id: row.id, feeApplies };
    });
  } catch (error) {
    await deleteStored(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}
