// POST loss-draft (spec §7): the claim and files[], each naming its document in `field`; the
// answer's message confirms.
import type { LossDraftRequest } from '@lender/contracts';
import { fileRequestWrite } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const lossDraftWrite = (request: LossDraftRequest) =>
  fileRequestWrite('loss-draft', request, confirmationOf);
