// POST loss-draft: the answers (claim amount as currency) and up to four files, the contractor's
// lien waiver and the declaration of intent to repair required (checked by the contract schema).
import {
  CLAIM_FILE_EXTENSIONS,
  LOSS_DRAFT_MESSAGES,
  lossDraftRequestSchema,
  parseCurrency,
  servicingSubmitResponseSchema,
  type ServicingSubmitResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { decodeServicingFiles, MAX_SERVICING_BODY_BYTES } from './files';
import { answerLines } from './mails';
import { saveServicingRequest } from './store';

export async function lossDraftRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/loss-draft',
      operationId: 'requestLossDraft',
      summary: 'Request a loss draft',
      tag: 'servicing',
      access: 'customer',
      // A servicing request and its files: no cached read shows them.
      writes: 'uncached',
      body: lossDraftRequestSchema,
      response: servicingSubmitResponseSchema,
      options: { bodyLimit: MAX_SERVICING_BODY_BYTES },
    },
    async (request, _reply, input): Promise<ServicingSubmitResponse> => {
      const { files, ...fields } = input.body();
      const answers = { ...fields, claim_amount: parseCurrency(String(fields.claim_amount)) };
      const decoded = decodeServicingFiles(files, CLAIM_FILE_EXTENSIONS);
      const account = accountOf(request);
      await saveServicingRequest(
        ctx,
        {
          kind: 'loss-draft',
          account,
          loanNumber: answers.loan_number,
          email: answers.email,
          payload: answers,
          files: decoded,
          summary: answerLines(answers),
        },
        () => LOSS_DRAFT_MESSAGES.success,
      );
      return { success: true, message: LOSS_DRAFT_MESSAGES.success };
    },
  );
}
