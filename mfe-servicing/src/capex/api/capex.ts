// POST capex-request (spec §7): the answers and files[]; the answer's message confirms.
import type { CapexRequest } from '@lender/contracts';
import { fileRequestWrite } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const capexWrite = (request: CapexRequest) =>
  fileRequestWrite('capex-request', request, confirmationOf);
