// GET servicing-requests (beyond the spec): the signed-in borrower's own requests, newest first,
// parsed with the contracts' filedRequestsOfAnswer. Filing a request forgets it
// (form-kit/api/fileRequest.ts).
import type { ReadCall } from '@lender/shared';

export const filedRequestsRead: ReadCall = { method: 'GET', path: 'servicing-requests' };
