// POST capex-request: every answer required, one to three files (xls, xlsx, pdf, doc, docx,
// xlsm, jpg, jpeg, png by name and content; 4 MB each and combined).
import {
  CAPEX_MESSAGES,
  CLAIM_FILE_EXTENSIONS,
  capexRequestSchema,
  type ServicingSubmitResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { parseBody } from '../http/validate';
import { submitGuards } from './access';
import { decodeServicingFiles, MAX_SERVICING_BODY_BYTES } from './files';
import { answerLines } from './mails';
import { saveServicingRequest } from './store';

export async function capexRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/capex-request',
    { bodyLimit: MAX_SERVICING_BODY_BYTES, preHandler: submitGuards(ctx) },
    async (request): Promise<ServicingSubmitResponse> => {
      const { files, ...answers } = parseBody(capexRequestSchema, request.body);
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
