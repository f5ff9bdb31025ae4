// Saving a servicing request: files are stored first (FileStorage), then ONE transaction checks
// the account's submit limit (under its lock) and writes the request row, its documents rows and
// the mails; if the transaction fails the stored files are removed, so a refused or failed request
// leaves no row, no file and no mail behind.
import type { ServicingKind } from '@lender/contracts';
import type { Transaction } from 'kysely';
import { lockFor } from '../db/lock';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { queueMail } from '../mail/outbox';
import { dealIdFor } from './access';
import { deleteStored, storeFiles, type DecodedFile } from './files';
import {
  confirmationMail,
  confirmationRecipients,
  notificationMail,
  type RequestMailInput,
  type RequestSummary,
} from './mails';
import { checkSubmitLimit, SERVICING_SUBMITS } from './submit-limit';

export interface NewServicingRequest {
  kind: ServicingKind;
  /** The signed-in requester; null for a visitor's public payoff. */
  account: { id: string; email: string } | null;
  loanNumber: string;
  /** The address the form names. */
  email: string;
  payload: Record<string, unknown>;
  files: readonly DecodedFile[];
  /** What the servicing mailbox reads below the header lines. */
  summary: RequestSummary;
  /** Decided inside the transaction (the payoff fee), from the request's own row lock. */
  feeApplies?: (trx: Transaction<Database>, at: Date) => Promise<boolean>;
}

export interface SavedServicingRequest {
  id: string;
  /** The deal the loan number names, when the requester may see it. */
  dealId: string | null;
  feeApplies: boolean;
}

/**
 * Stores the request, or throws (a 429 past the account's submit limit). `confirmation` is the
 * message of the requester's mail, given whether the fee applies and the deal the request names.
 */
export async function saveServicingRequest(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config' | 'now'>,
  request: NewServicingRequest,
  confirmation: (saved: Omit<SavedServicingRequest, 'id'>) => string,
): Promise<SavedServicingRequest> {
  const at = new Date(ctx.now());
  const { account } = request;
  const dealId = account ? await dealIdFor(ctx.db, account.id, request.loanNumber) : null;
  // Checked before the files are stored (nothing to undo), and again under the lock below.
  if (account) await checkSubmitLimit(ctx.db, account.id, at, ctx.config.servicingSubmitLimit);
  const stored = await storeFiles(ctx.storage, request.files);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (account) {
        await lockFor(trx, SERVICING_SUBMITS, account.id);
        await checkSubmitLimit(trx, account.id, at, ctx.config.servicingSubmitLimit);
      }
      const feeApplies = request.feeApplies ? await request.feeApplies(trx, at) : false;
      const row = await trx
        .insertInto('servicing_requests')
        .values({
          kind: request.kind,
          account_id: account?.id ?? null,
          deal_id: dealId,
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
              uploaded_by: account?.id ?? null,
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
        message: confirmation({ dealId, feeApplies }),
      };
      for (const to of confirmationRecipients(account?.email ?? null, request.email))
        await queueMail(trx, ctx.config, confirmationMail(to, mailInput), at);
      await queueMail(
        trx,
        ctx.config,
        notificationMail(ctx.config.servicingEmail, {
          ...mailInput,
          feeApplies,
          requester: account ? account.email : `visitor (${request.email})`,
          files: stored.map((file) => file.name),
          summary: request.summary,
        }),
        at,
      );
      return { id: row.id, dealId, feeApplies };
    });
  } catch (error) {
    await deleteStored(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}
