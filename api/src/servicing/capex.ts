// POST capex-request: every answer required, one to three files (xls, xlsx, pdf, doc, docx,
// xlsm, jpg, jpeg, png by name and content; 4 MB each and combined).
import {
  CAPEX_MESSAGES,
  CLAIM_FILE_EXTENSIONS,
  capexRequestSchema,
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

export async function capexRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/capex-request',
      operationId: 'requestCapex',
      summary: 'Request a capex reimbursement',
      tag: 'servicing',
      access: 'customer',
      // A servicing request and its files: no cached read shows them.
      writes: 'uncached',
      body: capexRequestSchema,
      response: servicingSubmitResponseSchema,
      options: { bodyLimit: MAX_SERVICING_BODY_BYTES },
    },
    async (request, _reply, input): Promise<ServicingSubmitResponse> => {
      const { files, ...answers } = input.body();
      const decoded = decodeServicingFiles(files, CLAIM_FILE_EXTENSIONS);
      const account = accountOf(request);
      await saveServicingRequest(
        ctx,
        {
          kind: 'capex',
          account,
          loanNumber: answers.loan_number,
          email: answers.email,
          payload: answers,
          files: decoded,
          summary: answerLines(answers),
        },
        () => CAPEX_MESSAGES.success,
      );
      return { success: true, message: CAPEX_MESSAGES.success };
    },
  );
}
