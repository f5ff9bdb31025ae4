// POST extension-request (spec §7): the answers, files[] (each naming its document in `field`) and
// `body`, the HTML summary.
import { postJson } from '@lender/shared';
import type { ExtensionRequest } from '@lender/contracts';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestExtension = async (request: ExtensionRequest): Promise<string> =>
  confirmationOf(await postJson<unknown>('extension-request', request));
