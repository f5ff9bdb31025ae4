// POST capex-request (spec §7): the answers and files[]; the answer's message confirms.
import type { CapexRequest } from '@lender/contracts';
import { fileRequest } from '../../form-kit/api/fileRequest';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestCapex = async (request: CapexRequest): Promise<string> =>
  confirmationOf(await fileRequest('capex-request', request));
