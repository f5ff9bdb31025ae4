// POST extension-request: the answers, files[] (each naming its document slot) and `body`, the
// form's HTML summary. Files are checked by name and content before anything is stored; the
// summary is sanitized (sanitize.ts) before it is stored or mailed.
import {
  EXTENSION_FILE_EXTENSIONS,
  EXTENSION_SUCCESS,
  extensionRequestSchema,
  type ServicingSubmitResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../http/context';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';
import { submitGuards } from './access';
import { decodeServicingFiles, MAX_SERVICING_BODY_BYTES } from './files';
import { sanitizeSummary } from './sanitize';
import { saveServicingRequest } from './store';

export const EMPTY_SUMMARY = 'The request summary has no readable content.';

export async function extensionRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/extension-request',
    { bodyLimit: MAX_SERVICING_BODY_BYTES, preHandler: submitGuards(ctx) },
    async (request): Promise<ServicingSubmitResponse> => {
      const { files, body, ...answers } = parseBody(extensionRequestSchema, request.body);
      const decoded = decodeServicingFiles(files, EXTENSION_FILE_EXTENSIONS);
      const summary = sanitizeSummary(body);
      if (summary === '') throw badRequest(EMPTY_SUMMARY);
      const account = accountOf(request);
      await saveServicingRequest(
        ctx,
        {
          kind: 'extension',
          account,
          loanNumber: answers.loan_number,
          email: answers.email,
          payload: { ...answers, body: summary },
          files: decoded,
          summary,
        },
        () => EXTENSION_SUCCESS,
      );
      return { success: true, message: EXTENSION_SUCCESS };
    },
  );
}
