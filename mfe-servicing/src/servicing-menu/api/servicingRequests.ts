// GET servicing-requests (beyond the spec): the signed-in borrower's own requests, newest first.
import { arrayAt, getJson } from '@lender/shared';
import type { ServicingRequestItem } from '@lender/contracts';

export const fetchServicingRequests = async (): Promise<ServicingRequestItem[]> =>
  arrayAt<ServicingRequestItem>(await getJson('servicing-requests'), 'requests');
