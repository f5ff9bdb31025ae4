// POST loss-draft (spec §7): the claim and files[], each naming its document in `field`.
import type { LossDraftRequest } from '@lender/contracts';
import { fileRequest } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestLossDraft = async (request: LossDraftRequest): Promise<string> =>
  confirmationOf(await fileRequest('loss-draft', request));
