// POST extension-request (spec §7): the answers, files[] (each naming its document in `field`) and
// `body`, the HTML summary; the answer's message confirms.
import type { ExtensionRequest } from '@lender/contracts';
import { fileRequestWrite } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const extensionWrite = (request: ExtensionRequest) =>
  fileRequestWrite('extension-request', request, confirmationOf);
