// POST loss-draft (spec §7): the claim and files[], each naming its document in `field`.
import { postJson } from '@lender/shared';
import type { LossDraftRequest } from '@lender/contracts';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestLossDraft = async (request: LossDraftRequest): Promise<string> =>
  confirmationOf(await postJson<unknown>('loss-draft', request));
