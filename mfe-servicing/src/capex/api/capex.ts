// POST capex-request (spec §7): the answers and files[]; the answer's message confirms.
import { postJson } from '@lender/shared';
import type { CapexRequest } from '@lender/contracts';
import { confirmationOf } from '../../form-kit/confirmation';

export const requestCapex = async (request: CapexRequest): Promise<string> =>
  confirmationOf(await postJson<unknown>('capex-request', request));
