// POST extension-request (spec §7): the answers, files[] (each naming its document in `field`) and
// `body`, the HTML summary.
import type { ExtensionRequest } from '@lender/contracts';
import { fileRequest } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestExtension = async (request: ExtensionRequest): Promise<string> =>
  confirmationOf(await fileRequest('extension-request', request));
