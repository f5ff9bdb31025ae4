// POST extension-request: the answers, files[] (each naming its document slot) and `body`, the
// form's HTML summary. Files are checked by name and content before anything is stored; the
// summary is sanitized (sanitize.ts) before it is stored or mailed.
import {
  EXTENSION_FILE_EXTENSIONS,
  EXTENSION_SUCCESS,
  extensionRequestSchema,
  servicingSubmitResponseSchema,
  type ServicingSubmitResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../auth/require-auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { route } from '../http/declare-route';
import { decodeServicingFiles, MAX_SERVICING_BODY_BYTES } from './files';
import { sanitizeSummary } from './sanitize';
import { saveServicingRequest } from './store';

export const EMPTY_SUMMARY = 'The request summary has no readable content.';

export async function extensionRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    ctx.now,
    {
      method: 'POST',
      url: '/extension-request',
      operationId: 'requestExtension',
      summary: 'Request a loan extension',
      tag: 'servicing',
      access: 'customer',
      // A servicing request and its files: no cached read shows them.
      writes: 'uncached',
      body: extensionRequestSchema,
      response: servicingSubmitResponseSchema,
      options: { bodyLimit: MAX_SERVICING_BODY_BYTES },
    },
    async (request, _reply, input): Promise<ServicingSubmitResponse> => {
      const { files, body, ...answers } = input.body();
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
          summary: { html: summary },
        },
        () => EXTENSION_SUCCESS,
      );
      return { success: true, message: EXTENSION_SUCCESS };
    },
  );
}
